// Shared helpers of the search comparison (MiniSearch vs Pagefind). See README.md.
// Dependencies resolve from the scratch folder the scripts run in (its own package.json), and the
// project's search code (records.ts, engine.ts, gatsby/search-index.ts) is bundled from MAIN_DIR.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const MAIN_DIR = process.env.MAIN_DIR ?? "/work/main";
export const SCRATCH = process.cwd();
export const GEN_DIR = path.join(SCRATCH, ".gen");
const requireFromScratch = createRequire(path.join(SCRATCH, "package.json"));

/** A dependency of the scratch folder (not of the site), as an ES module. */
export async function dep(name) {
  return import(pathToFileURL(requireFromScratch.resolve(name)).href);
}

export const QUERIES = [
  ["faithfulness", ["/autoeval/metrics/"]],
  ["fine tune", ["/autoeval/fine-tune/"]],
  ["api key", ["/api-keys/"]],
  ["presigned", ["/api/upload-dataset-file/", "/autoeval/datasets/"]],
  ["evaluate dataset", ["/api/evaluate-dataset/"]],
  ["guardrails", ["/autoeval/guardrails/", "/guides/guardrails-guide/"]],
  ["alberta 8k", ["/autoeval/models/alberta-8k/"]],
  ["pseudo label", ["/autoeval/labeling/", /^\/api\/.*pseudo-label/]],
  ["rate limit", ["/sdk/"]],
  ["toxicity", ["/autoeval/metrics/"]],
];

export function matchesExpected(url, expected) {
  const page = url.split("#")[0];
  return expected.some((e) => (typeof e === "string" ? page === e : e.test(page)));
}

export const gzipBytes = (buf) => gzipSync(buf).length; // zlib default level (6), as scripts/bench.mjs

export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, out);
    else out.push(file);
  }
  return out;
}

/** Total raw bytes and gzip bytes of a set of files (files that already are gzip count as they are). */
export function sizeOf(files) {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const buf = readFileSync(file);
    raw += buf.length;
    gz += isGzip(buf) ? buf.length : gzipBytes(buf);
  }
  return { files: files.length, raw, gz };
}

const isGzip = (buf) => buf.length > 2 && buf[0] === 0x1f && buf[1] === 0x8b;

/**
 * Bundles the project's own search code (records.ts, engine.ts, gatsby/search-index.ts) with esbuild,
 * for Node (index builds) or the browser (engine.js, as the site's lazy search chunk, minified).
 * Bare imports (minisearch, node-html-parser) resolve to the scratch folder's node_modules.
 */
export async function bundleProjectSearch(platform) {
  const esbuild = await dep("esbuild");
  const scratchDeps = {
    name: "scratch-deps",
    setup(build) {
      build.onResolve({ filter: /^(minisearch|node-html-parser)$/ }, (args) => ({
        path: requireFromScratch.resolve(args.path),
      }));
    },
  };
  const node = platform === "node";
  const outfile = path.join(GEN_DIR, node ? "search-node.mjs" : "engine.js");
  await esbuild.build({
    stdin: {
      contents: node
        ? `export { writeSearchIndex, isIndexable } from "./gatsby/search-index";
           export { recordsFromHtml } from "./src/lib/search/records";
           export { buildIndexFile, loadEngine } from "./src/lib/search/engine";`
        : `export { loadEngine } from "./src/lib/search/engine";`,
      resolveDir: MAIN_DIR,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform,
    minify: !node,
    target: node ? "node20" : "es2020",
    outfile,
    plugins: [scratchDeps],
    logLevel: "warning",
  });
  return outfile;
}

export async function loadProjectSearch() {
  return import(pathToFileURL(await bundleProjectSearch("node")).href);
}

/** Built pages of a site folder as gatsby/on-post-build.ts reads them (BuiltPage: { path, html }). */
export function builtPages(siteDir) {
  return walk(siteDir)
    .map((file) => ({ file, rel: `/${path.relative(siteDir, file).split(path.sep).join("/")}` }))
    .filter(({ rel }) => rel.endsWith("/index.html") && !/^\/(page-data|static|~partytown|pagefind)\//.test(rel))
    .map(({ file, rel }) => ({ path: rel.slice(0, -"index.html".length), html: readFileSync(file, "utf8") }));
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".wasm": "application/wasm",
};

/**
 * A static server on 127.0.0.1: gzip (level 6) for responses that are not gzip already, like a CDN;
 * Pagefind's .pf_* and wasm files are gzip files and go out as they are. `extra` maps URL paths to
 * files. Every response's body bytes as sent go to `log` ({ path, bytes }), so transfers are counted
 * on the wire whether the page or a web worker fetched them. Cross-origin isolated, for a 5 µs
 * performance.now() in the browser.
 */
export function serve(root, port, { extra = {}, log = [] } = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let pathname = decodeURIComponent(url.pathname);
    let file = extra[pathname] ?? path.join(root, path.normalize(pathname));
    if (!extra[pathname] && !path.resolve(file).startsWith(path.resolve(root))) file = "";
    if (file && existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!file || !existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const buf = readFileSync(file);
    const headers = {
      "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "Cache-Control": "no-store",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
    };
    const gzip = !isGzip(buf) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? gzipSync(buf) : buf;
    log.push({ path: pathname, bytes: body.length });
    res.writeHead(200, gzip ? { ...headers, "Content-Encoding": "gzip" } : headers);
    return res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL("../chromium-flags.json", import.meta.url), "utf8"));

export async function launchChromium() {
  const pwPath = process.env.PLAYWRIGHT_CORE ?? path.join(MAIN_DIR, "node_modules/playwright-core");
  const { chromium } = createRequire(path.join(SCRATCH, "package.json"))(pwPath);
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}
