// The return path a sign-in or a form carries in `?next=`: only a path on this site is followed.

/** A same-site path ("/free-question"); null for anything that could leave the site. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in our own paths and are how some redirects escape.
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32)) return null;
  return next;
}

/** `to` with `?next=` appended when there is a safe return path, else `to` unchanged. */
export function withNext(to: string, next: string | null | undefined): string {
  const safe = safeNext(next);
  if (!safe) return to;
  return `${to}${to.includes('?') ? '&' : '?'}next=${encodeURIComponent(safe)}`;
}
