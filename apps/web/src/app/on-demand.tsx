// Components whose code loads on demand, like React.lazy but without Suspense: a placeholder shows until the
// module arrives, and the content appears at once (Suspense holds a reveal back on a timer, which a frozen test clock never fires).
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type OnDemand<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the code before the component first renders (the page an address opens on). Resolves once it
   * is loaded, or has failed (the component then shows the error as usual): a server-rendered page awaits it, so
   * that the first render matches the HTML.
   */
  preload: () => Promise<void>;
};

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next render tries again (a flaky network); the error screen offers a reload meanwhile.
        pending = undefined;
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<Error | null>(null);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      get().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    // Thrown during render, so the route's error boundary shows the error screen.
    if (failure) throw failure;
    return Loaded ? <Loaded {...props} /> : placeholder;
  }
  return Object.assign(OnDemand, {
    preload: () => get().then(
      () => undefined,
      () => undefined,
    ),
  });
}
