/**
 * The build's link checker, over the rendered HTML: a reference to a page or file that does not
 * exist is an error (links, images, scripts, icons, the manifest, social cards); a link to a
 * missing #anchor is a warning. Pure, so it is tested on small fixtures.
 */
import { stripPathPrefix } from "../common/path-prefix";
import { decodes } from "../common/safe-url";

export interface BuiltPage {
  /** Route, with a trailing slash. */
  readonly path: string;
  readonly html: string;
}

/** A URL as the page writes it, and the attribute it sits in, e.g. "img srcset" or "meta og:image". */
export interface Reference {
  readonly url: string;
  readonly via: string;
}

export interface LinkProblem {
  readonly source: string;
  readonly target: string;
  readonly via: string;
}

export interface LinkReport {
  readonly brokenLinks: LinkProblem[];
  /** Links to .md/.mdx files that do not exist: usually a Markdown link written as a file path. */
  readonly brokenMarkdownLinks: LinkProblem[];
  readonly brokenAnchors: LinkProblem[];
  /** Links whose #anchor does not decode ("#100%"): no id can be meant, and they are refused. */
  readonly undecodableAnchors: LinkProblem[];
}

/** The attributes that hold one URL, per element. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src"],
  source: ["src"],
  script: ["src"],
  iframe: ["src"],
  embed: ["src"],
  audio: ["src"],
  track: ["src"],
  video: ["src", "poster"],
};
/** The attributes that hold a list of image candidates (srcset syntax). */
const SRCSET_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ["srcset"],
  source: ["srcset"],
  link: ["imagesrcset"],
};
/** Meta tags whose content is an image crawlers fetch for link previews. */
const IMAGE_META = new Set(["og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src"]);

const TAG = /<(a|area|link|img|source|script|iframe|embed|audio|video|track|meta)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ID = /\sid="([^"]*)"/g;
/** Any origin no reference can name: relative and root-relative references resolve onto it. */
const SITE = "https://site.invalid";

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Script and style bodies and comments are text, not markup: a tag written inside one references nothing. */
function markupOnly(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, "").replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, "$1");
}

/** Attribute names lower-cased: React writes some in camel case (srcSet, charSet). */
function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return found;
}

/**
 * The URLs of a srcset: "a.png 1x, a@2x.png 2x" -> ["a.png", "a@2x.png"]. A URL runs to the next
 * whitespace, so commas inside one (data: URLs) stay; descriptors run to the next comma.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    const url = /^\S+/.exec(rest)?.[0];
    if (!url) return urls;
    rest = rest.slice(url.length);
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
      continue;
    }
    urls.push(url);
    const comma = rest.indexOf(",");
    rest = comma === -1 ? "" : rest.slice(comma + 1);
  }
}

/** Every URL the markup references, wherever it points; which ones are local is decided against the page. */
function referencesIn(markup: string): Reference[] {
  const references: Reference[] = [];
  for (const m of markup.matchAll(TAG)) {
    const tag = m[1]!.toLowerCase();
    const attrs = attributes(m[2]!);
    if (tag === "meta") {
      const name = attrs.get("property") ?? attrs.get("name") ?? "";
      const content = attrs.get("content");
      if (IMAGE_META.has(name) && content) references.push({ url: content, via: `meta ${name}` });
      continue;
    }
    const element = tag === "link" ? `link rel=${attrs.get("rel") ?? ""}` : tag;
    for (const name of URL_ATTRIBUTES[tag] ?? []) {
      const url = attrs.get(name);
      if (url !== undefined) references.push({ url, via: `${element} ${name}` });
    }
    for (const name of SRCSET_ATTRIBUTES[tag] ?? []) {
      for (const url of srcsetUrls(attrs.get(name) ?? "")) references.push({ url, via: `${element} ${name}` });
    }
  }
  return references;
}

const idsIn = (markup: string) => [...markup.matchAll(ID)].map((m) => decodeEntities(m[1]!));

/** What the link check reads of a page: the URLs it references, and the ids its #anchors can name. */
export interface PageLinks {
  readonly references: readonly Reference[];
  readonly ids: readonly string[];
}

/**
 * The references and ids of some HTML: a whole page, or a part of one cut between elements (the
 * build caches a page's content part and reads Gatsby's scripts slice afresh, cached-steps.ts).
 */
export function linksOf(html: string): PageLinks {
  const markup = markupOnly(html);
  return { references: referencesIn(markup), ids: idsIn(markup) };
}

/**
 * Decodes the valid %XX escapes and keeps the rest as written, as browsers do: "#100%" and
 * "#a%zz" are fragments a page may use, and must not throw like decodeURIComponent does.
 */
export function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

export interface SiteTarget {
  /** Route or file path, without the path prefix. */
  readonly path: string;
  /** The #fragment as written, without "#"; empty when there is none. */
  readonly hash: string;
}

/**
 * Where on the site a reference from `pagePath` points, or undefined when it leaves the site.
 * An absolute URL under the site's own address (siteConfig.url) is local: the build must have it.
 */
export function siteTarget(ref: string, pagePath: string, pathPrefix = "", siteUrl = ""): SiteTarget | undefined {
  const rest = siteUrl && ref.startsWith(siteUrl) ? ref.slice(siteUrl.length) : undefined;
  // "https://site#top" is the home page's anchor, not this page's; "https://site.evil/" is not the site.
  const local = rest === undefined || !/^([/?#]|$)/.test(rest) ? ref : rest.startsWith("/") ? rest : `/${rest}`;
  let url: URL;
  try {
    url = new URL(local, `${SITE}${pathPrefix}${pagePath}`);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return undefined;
  const hashAt = local.indexOf("#");
  return {
    path: stripPathPrefix(percentDecode(url.pathname), pathPrefix),
    hash: hashAt === -1 ? "" : local.slice(hashAt + 1),
  };
}

/** A browser scrolls to the id equal to the fragment, else to the one equal to it decoded. */
function hasAnchor(ids: ReadonlySet<string>, hash: string): boolean {
  return ids.has(hash) || ids.has(percentDecode(hash));
}

/** Files the site serves besides pages (Markdown twins, feeds, assets) count as existing targets. */
export function checkLinks(
  pages: readonly BuiltPage[],
  otherFiles: ReadonlySet<string> = new Set(),
  pathPrefix = "",
  siteUrl = "",
): LinkReport {
  return checkPageLinks(
    pages.map((page) => ({ path: page.path, ...linksOf(page.html) })),
    otherFiles,
    pathPrefix,
    siteUrl,
  );
}

/** checkLinks over what linksOf read of each page. */
export function checkPageLinks(
  pages: readonly (PageLinks & { readonly path: string })[],
  otherFiles: ReadonlySet<string> = new Set(),
  pathPrefix = "",
  siteUrl = "",
): LinkReport {
  const byPath = new Map(pages.map((page) => [page.path, new Set(page.ids)]));
  const brokenLinks: LinkProblem[] = [];
  const brokenMarkdownLinks: LinkProblem[] = [];
  const brokenAnchors: LinkProblem[] = [];
  const undecodableAnchors: LinkProblem[] = [];
  for (const page of pages) {
    const seen = new Set<string>();
    for (const { url, via } of page.references) {
      if (seen.has(url)) continue;
      seen.add(url);
      const target = siteTarget(url, page.path, pathPrefix, siteUrl);
      if (!target) continue;
      const problem = { source: page.path, target: url, via };
      const ids = byPath.get(target.path);
      if (!ids) {
        if (otherFiles.has(target.path)) continue;
        if (/\.mdx?$/.test(target.path)) brokenMarkdownLinks.push(problem);
        else brokenLinks.push(problem);
        continue;
      }
      if (target.hash && !decodes(target.hash)) undecodableAnchors.push(problem);
      else if (target.hash && !hasAnchor(ids, target.hash)) brokenAnchors.push(problem);
    }
  }
  return { brokenLinks, brokenMarkdownLinks, brokenAnchors, undecodableAnchors };
}

export function formatProblems(problems: readonly LinkProblem[]): string {
  const bySource = new Map<string, string[]>();
  for (const p of problems) bySource.set(p.source, [...(bySource.get(p.source) ?? []), `${p.target} (${p.via})`]);
  return [...bySource]
    .map(([source, targets]) => `- On ${source}:\n${targets.map((t) => `    -> ${t}`).join("\n")}`)
    .join("\n");
}
