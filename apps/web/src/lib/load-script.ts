// Loads a third-party script on demand, once: the payment provider's checkout is only fetched when a shopper pays.
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Forget the failure so the next attempt (say, once the network is back) tries again.
      script.remove();
      loading.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Drops a script that loaded but did not do its job (a proxy's error page, say), so the next call fetches it again. */
export function forgetScript(src: string): void {
  loading.delete(src);
  document.querySelectorAll(`script[src="${CSS.escape(src)}"]`).forEach((node) => node.remove());
}
