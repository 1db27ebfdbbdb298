/**
 * The site's Content-Security-Policy, the one place its text lives: the site's own origin only, and the page's
 * inline scripts by hash. The build writes it into index.html's <meta> (scripts/csp-plugin.ts); a host may send
 * the same policy as a header. `scriptHashes`: the base64 SHA-256 digest of each inline script, in page
 * order.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    // The inline stylesheet, and Radix's <style> elements (scroll locking) and style attributes (positions):
    // styles carry no script. A hash here would switch 'unsafe-inline' off, and the attributes with it.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
