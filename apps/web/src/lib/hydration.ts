// Whether React is rendering the server's HTML: on the server, and in the browser until the app has taken over a
// server-rendered page (hydrated it). Such a render shows what the first screen shows in full, in one go.

const ROOT_ID = 'root';

let takingOver = typeof document !== 'undefined' && document.getElementById(ROOT_ID)?.hasAttribute('data-ssr') === true;

export const rendersServerHtml = (): boolean => typeof document === 'undefined' || takingOver;

/** The app's first render of a server-rendered page has committed: from now on it renders as a browser app. */
export function markTakenOver(): void {
  takingOver = false;
  document.getElementById(ROOT_ID)?.removeAttribute('data-ssr');
}
