// Conditional GETs: does the client's If-None-Match name the answer's current tag?

/** Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored; `*` matches any current answer. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(etag));
}
