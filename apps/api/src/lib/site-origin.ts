// Where the site is, for the absolute addresses search engines read (hreflang, canonical, sitemap, structured data).

/** PUBLIC_URL's origin when it is set, else the request's own (its protocol and host, through a trusted proxy's). */
export function siteOrigin(request: { protocol: string; host: string }, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
