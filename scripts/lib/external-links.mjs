// The external links of a built site, and a polite check of them (scripts/check-links.mjs): at
// most `concurrency` requests at once, never two to one host within `hostDelayMs`, each given
// `timeoutMs`; a HEAD request first, and a GET where the server refuses HEAD or answers it
// with an error (many do). Redirects are followed and reported. Nothing here runs in `npm test`
// against the network: the unit tests point it at a server on 127.0.0.1.
import { readFileSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "../../src/build/site-files.mjs";

const ANCHOR = /<a\b(?:[^>"']|"[^"]*"|'[^']*')*?\shref\s*=\s*("([^"]*)"|'([^']*)')/gi;

const decode = (/** @type {string} */ text) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/**
 * Every http(s) URL the site's pages link to (`<a href>`), with the pages that link to it;
 * links to the site's own address are its internal links, which the build checks.
 * @param {string} publicDir
 * @param {string} siteUrl
 * @returns {Map<string, string[]>} URL (without its #fragment) -> pages, sorted by URL
 */
export function externalLinks(publicDir, siteUrl) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  const skipDir = (/** @type {string} */ name) => name === "page-data" || name === "static";
  for (const relative of siteFiles(publicDir, { skipDir })) {
    if (!relative.endsWith(".html")) continue;
    const page = `/${relative.replace(/(^|\/)index\.html$/, "$1")}`;
    const html = readFileSync(path.join(publicDir, relative), "utf8").replace(/<script\b[\s\S]*?<\/script>/gi, "");
    for (const match of html.matchAll(ANCHOR)) {
      const href = decode(match[2] ?? match[3] ?? "").trim();
      if (!/^https?:\/\//i.test(href) || (siteUrl && href.startsWith(siteUrl))) continue;
      const url = href.replace(/#.*$/, "");
      const pages = found.get(url) ?? [];
      if (!pages.includes(page)) pages.push(page);
      found.set(url, pages);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * @typedef {{ concurrency?: number, hostDelayMs?: number, timeoutMs?: number, userAgent?: string,
 *   fetch?: typeof fetch, now?: () => number, sleep?: (ms: number) => Promise<void> }} CheckOptions
 * @typedef {{ url: string, ok: boolean, status: number | null, method: "HEAD" | "GET" | null,
 *   finalUrl: string, error: string | null, ms: number }} LinkResult
 */

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statuses after which HEAD is worth trying again as GET: the server may not do HEAD properly. */
const RETRY_AS_GET = new Set([403, 404, 405, 406, 429, 500, 501, 502, 503]);

/**
 * Checks each URL once, politely; the results come in the order of `urls`.
 * @param {readonly string[]} urls
 * @param {CheckOptions} [options]
 * @returns {Promise<LinkResult[]>}
 */
export async function checkExternalLinks(urls, options = {}) {
  const {
    concurrency = 4,
    hostDelayMs = 1000,
    timeoutMs = 10_000,
    userAgent = "autoeval-docs-link-check (+https://docs.autoeval.dev)",
    fetch: get = globalThis.fetch,
    now = Date.now,
    sleep = wait,
  } = options;
  // Requests to one host take turns, whichever worker sends them: each leaves at least
  // `hostDelayMs` after the one before it left (a late timer never lets two leave close together).
  /** @type {Map<string, { turn: Promise<void>, lastSent: number }>} */
  const hosts = new Map();
  const politely = (/** @type {string} */ url) => {
    const host = new URL(url).host;
    const state = hosts.get(host) ?? { turn: Promise.resolve(), lastSent: -Infinity };
    hosts.set(host, state);
    const mine = state.turn.then(async () => {
      for (let left = state.lastSent + hostDelayMs - now(); left > 0; left = state.lastSent + hostDelayMs - now()) {
        await sleep(left);
      }
      state.lastSent = now();
    });
    state.turn = mine;
    return mine;
  };
  const request = async (/** @type {string} */ url, /** @type {"HEAD" | "GET"} */ method) => {
    await politely(url);
    const response = await get(url, {
      method,
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { "user-agent": userAgent, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    // The body is not needed: release the connection.
    await response.body?.cancel().catch(() => undefined);
    return response;
  };
  /** @returns {Promise<LinkResult>} */
  const check = async (/** @type {string} */ url) => {
    const started = now();
    /** @type {"HEAD" | "GET"} */
    let method = "HEAD";
    try {
      let response = await request(url, method).catch(() => null);
      if (!response || RETRY_AS_GET.has(response.status)) {
        method = "GET";
        response = await request(url, method);
      }
      return {
        url,
        ok: response.ok,
        status: response.status,
        method,
        finalUrl: response.url || url,
        error: null,
        ms: now() - started,
      };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      return { url, ok: false, status: null, method, finalUrl: url, error: reason, ms: now() - started };
    }
  };
  /** @type {LinkResult[]} */
  const results = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await check(urls[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return results;
}

/**
 * The report: broken links first, each with the pages that link to it, then redirects, then a
 * count of the rest.
 * @param {readonly LinkResult[]} results
 * @param {ReadonlyMap<string, readonly string[]>} pages
 */
export function formatReport(results, pages) {
  const broken = results.filter((r) => !r.ok);
  const moved = results.filter((r) => r.ok && r.finalUrl.replace(/\/$/, "") !== r.url.replace(/\/$/, ""));
  const on = (/** @type {string} */ url) => {
    const from = pages.get(url) ?? [];
    return `on ${from.slice(0, 3).join(", ")}${from.length > 3 ? ` and ${from.length - 3} more` : ""}`;
  };
  const lines = [];
  if (broken.length > 0) {
    lines.push(`Broken (${broken.length}):`);
    for (const r of broken) lines.push(`  ✗ ${r.url}: ${r.status ?? r.error} (${r.method}), ${on(r.url)}`);
  }
  if (moved.length > 0) {
    lines.push(`Redirected (${moved.length}; consider linking the final address):`);
    for (const r of moved) lines.push(`  → ${r.url} -> ${r.finalUrl}, ${on(r.url)}`);
  }
  lines.push(
    `External links: ${results.length} checked, ${results.length - broken.length} fine, ${broken.length} broken, ${moved.length} redirected.`,
  );
  return lines.join("\n");
}
