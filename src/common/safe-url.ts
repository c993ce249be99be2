/**
 * The one rule for where a link may lead: site paths, #anchors, and http(s) and mailto URLs.
 * A `javascript:`, `data:` or `vbscript:` URL would run or render whatever it holds when a
 * reader clicks it. The build applies it to Markdown (mdx/remark-safe-links.ts) and the
 * site's Link to every href it renders.
 */
const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

/** The URL's scheme when it has one that is not allowed, else null. */
export function unsafeScheme(url: string): string | null {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const compact = [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join("");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  return SAFE_SCHEMES.has(scheme) ? null : scheme;
}

/**
 * Whether a URL or a part of one decodes: every "%" starts an escape, and the escapes spell
 * UTF-8. One that does not ("#100%", "/a%ZZ/") names no page or anchor of the site, and the
 * router threw on it; the build refuses such links (mdx/remark-decodable-links.ts, links.ts).
 */
export function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
