/**
 * The response headers a static host should send with the built site, written to
 * `public/_headers` (the file Netlify, Cloudflare Pages and most static hosts read; README,
 * "Deployment headers"). Every rule that matches a request applies, and hosts join repeated
 * header names with commas, so no two rules that can match one path set the same header:
 * the security headers sit on `/*`, and each cache rule names its own paths.
 */
import { createHash } from "node:crypto";
import { CONSOLE_DATA_DIR, OPENAPI_DOWNLOAD_PATH } from "../../common/api-console/data";
import { LOCAL_HTTP_HOSTS } from "../../common/api-console/server";
import { SEARCH_INDEX_PATH } from "../../common/search/config";
import { SIDEBAR_FILES_DIR } from "../sidebar/files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The one script the site loads from Google, gtag.js (gatsby-plugin-google-gtag's
 * `/gtag/js?id=...`), by its path: a source whose path does not end in "/" matches that path
 * only (CSP 3, path-part match; the query is not part of it), so the host's other scripts, such
 * as `gtm.js` containers of any account with their custom tags, stay blocked (checked in
 * Chromium: `/gtag/js?id=…` loads; `/gtm.js`, `/gtag/js/x` and `/gtag/destination` do not, so a
 * property linked to Google Ads, whose tag loads `/gtag/destination`, needs that path here).
 */
const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com/gtag/js"];
/** Hosts that the browser may reach besides the site: analytics always, Algolia when configured. */
const ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
/**
 * The hosts DocSearch's Algolia client asks for one application's searches: its read host, then
 * three fallbacks (@docsearch/react 3.9, algoliasearch 5); /search asks the read host. Only this
 * application's: `*.algolia.net` would let a script send data to any Algolia application.
 */
export function algoliaConnect(appId: string): string[] {
  const host = appId.toLowerCase();
  return [`https://${host}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${host}-${n}.algolianet.com`)];
}

/**
 * The API console calls the API from the reader's browser, at the configured base URL, the
 * description's servers or a base URL the reader types (a staging or self-hosted gateway, a
 * local mock). So: any https:// host, and plain http:// only on this machine, which is exactly
 * what the console sends to, whichever server was picked (checkBaseUrl,
 * src/common/api-console/server.ts). A configured or described plain-http server elsewhere is
 * refused at Send, so it is not allowed here either. The script-src rules, not connect-src, are
 * what keeps foreign code from running at all.
 */
export function apiConsoleConnect(): string[] {
  return ["https:", ...LOCAL_HTTP_HOSTS.map((host) => `http://${host}:*`)];
}

const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

/** Whether the browser runs a script with these attributes inline (JSON data blocks do not run). */
function runsInline(attributes: string): boolean {
  if (/\ssrc=/.test(attributes)) return false;
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || /^(?:text\/javascript|application\/javascript|module)$/.test(type);
}

/** The text of every inline script of a page that the browser would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].filter((match) => runsInline(match[1] ?? "")).map((match) => match[2] ?? "");
}

/** An inline script of a built page that the build did not write. */
export interface ForeignScript {
  readonly page: string;
  readonly text: string;
}

/** A built page holds an inline script the build did not write (build error docs-10012). */
export class ForeignScriptError extends Error {
  override name = "ForeignScriptError";
  constructor(readonly scripts: readonly ForeignScript[]) {
    const shown = scripts.slice(0, 10);
    super(
      [
        `${scripts.length} inline script(s) in the built pages are not among the scripts the build writes, so the ` +
          "Content-Security-Policy does not allow them and the build stops:",
        ...shown.map(
          ({ page, text }) =>
            `- on ${page}: <script>${JSON.stringify(text.slice(0, 80))}${text.length > 80 ? "…" : ""}`,
        ),
        ...(scripts.length > shown.length ? [`- and ${scripts.length - shown.length} more`] : []),
        "A page's source (MDX, the OpenAPI description, a component) put it there: remove it, or give the page the " +
          "behaviour through a component's code. A script the build itself now writes must be added to the list in " +
          "gatsby/inline-scripts.ts.",
      ].join("\n"),
    );
  }
}

/**
 * Sorts the inline scripts of the built pages against the ones the build writes (`own`): returns
 * the ones found that are the build's, to be allowed by hash, and throws a ForeignScriptError
 * naming each page that holds any other. Hashing whatever was found would allow a script that
 * a page's source smuggled into the HTML, so the policy could never catch build-time injection.
 */
export function ownScriptsIn(pages: readonly { path: string; html: string }[], own: readonly string[]): string[] {
  const allowed = new Set(own);
  const found = new Set<string>();
  const foreign: ForeignScript[] = [];
  for (const page of pages) {
    for (const text of inlineScripts(page.html)) {
      if (allowed.has(text)) found.add(text);
      else foreign.push({ page: page.path, text });
    }
  }
  if (foreign.length > 0) throw new ForeignScriptError(foreign);
  return [...found];
}

/** A CSP source that allows exactly this inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** More distinct inline scripts than this means a page has one of its own: a CSP too long for a header. */
export const MAX_INLINE_SCRIPTS = 24;

export interface PolicyOptions {
  /** The inline scripts of the pages, each one the build writes (ownScriptsIn); duplicates are fine. */
  readonly inlineScripts: readonly string[];
  /** The Algolia application search queries, when configured. */
  readonly algolia: { readonly appId: string } | null;
  /** Whether the API console is on. */
  readonly apiConsole?: boolean;
}

export function contentSecurityPolicy({ inlineScripts: scripts, algolia, apiConsole }: PolicyOptions): string {
  const hashes = [...new Set(scripts.map(scriptHash))].sort();
  if (hashes.length > MAX_INLINE_SCRIPTS) {
    throw new Error(
      `The built pages hold ${hashes.length} different inline scripts; the Content-Security-Policy allows ` +
        `them by hash and stays short only while pages share them (at most ${MAX_INLINE_SCRIPTS}). ` +
        "Move per-page values into attributes (see src/build/built-site/page-path-script.ts).",
    );
  }
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...ANALYTICS_SCRIPTS]],
    // Inline style attributes (the announcement bar's colours) and the modal's lazy styles.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...ANALYTICS_CONNECT]],
    ["font-src", ["'self'"]],
    [
      "connect-src",
      [
        "'self'",
        ...ANALYTICS_CONNECT,
        ...(algolia ? algoliaConnect(algolia.appId) : []),
        ...(apiConsole ? apiConsoleConnect() : []),
      ],
    ],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

export interface HeadersOptions extends PolicyOptions {
  /** Gatsby's path prefix ("" at the root): every rule's path starts with it. */
  readonly pathPrefix: string;
  /** Site paths of the pages (`/quickstart/`), revalidated on every visit. */
  readonly pagePaths: readonly string[];
  /** Site paths of files whose names carry their content hash (`/app-1a2b….js`). */
  readonly hashedFiles: readonly string[];
  /** Site paths of other files that change with every build under the same name (isRevalidatedFile). */
  readonly revalidatedFiles: readonly string[];
}

/** `/search-index/`: the folder of the search index's content-addressed folders (src/build/cache/cached-steps.ts writes them). */
export function searchIndexFolder(): string {
  return `${SEARCH_INDEX_PATH.replace(/\.json$/, "")}/`;
}

/**
 * Folders whose files have a cache rule of their own. A page inside one would get that rule
 * too (a year, immutable) or two joined Cache-Control values, so the build refuses a page route
 * under any of them (src/build/docs/route-check.ts).
 */
export const CACHED_FOLDERS: readonly { readonly folder: string; readonly cacheControl: string }[] = [
  { folder: "/static/", cacheControl: IMMUTABLE },
  { folder: "/page-data/", cacheControl: REVALIDATE },
  // The search index's files sit in a folder named by their digest; its manifest is revalidated.
  { folder: searchIndexFolder(), cacheControl: IMMUTABLE },
  // Named by their digest (src/build/sidebar/files.ts).
  { folder: SIDEBAR_FILES_DIR, cacheControl: IMMUTABLE },
  // Rebuilt with the site under the same names: the console's data.
  { folder: CONSOLE_DATA_DIR, cacheControl: REVALIDATE },
];

const rule = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** The `_headers` file: security headers for every path, then the cache rules. */
export function headersFile(options: HeadersOptions): string {
  const prefix = options.pathPrefix;
  const rules = [
    rule(`${prefix}/*`, {
      "Content-Security-Policy": contentSecurityPolicy(options),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
      // No window of another site keeps a handle on the site's (nor the site on its), and no
      // other site can load the site's files as its own images or scripts.
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
    ...CACHED_FOLDERS.map(({ folder, cacheControl }) => rule(`${prefix}${folder}*`, { "Cache-Control": cacheControl })),
    // Rebuilt with the site under the same name: the API description.
    rule(`${prefix}${OPENAPI_DOWNLOAD_PATH}`, { "Cache-Control": REVALIDATE }),
    ...options.hashedFiles.map((file) => rule(`${prefix}${file}`, { "Cache-Control": IMMUTABLE })),
    ...options.pagePaths.map((page) => rule(`${prefix}${page}`, { "Cache-Control": REVALIDATE })),
    ...options.revalidatedFiles.map((file) => rule(`${prefix}${file}`, { "Cache-Control": REVALIDATE })),
  ];
  return `# Written by src/build/built-site/deploy-headers.ts at build time; see README, "Deployment headers".\n${rules.join("\n")}\n`;
}

/**
 * Files at the site's root named `name-<hex digits>.js` or `.css`, as webpack writes them: 20
 * digits, or 8 for the chunks loaded on demand (gatsby/tuning/short-chunk-hashes.ts).
 */
export function isHashedAsset(sitePath: string): boolean {
  return /^\/[^/]+-(?:[0-9a-f]{20}|[0-9a-f]{8})\.(?:js|css)$/.test(sitePath);
}

/**
 * Files outside Gatsby's folders that keep their name from build to build while their content
 * changes: the search index, the not-found page, the Markdown twins (`/quickstart.md`), the
 * llms files and the release-notes feeds. A host's default caching could serve a stale copy; they are revalidated.
 */
export function isRevalidatedFile(sitePath: string): boolean {
  if (sitePath.startsWith("/static/") || sitePath.startsWith("/page-data/")) return false;
  return (
    sitePath === SEARCH_INDEX_PATH ||
    sitePath === "/404.html" ||
    /^\/llms[^/]*\.txt$/.test(sitePath) ||
    sitePath.endsWith(".md") ||
    (sitePath.startsWith("/release-notes/") && sitePath.endsWith(".xml"))
  );
}
