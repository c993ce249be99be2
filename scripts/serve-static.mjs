// The static server of the browser tests: serves a built Gatsby site the way a static host
// does, with the response headers of its `_headers` file (so a Content-Security-Policy
// violation shows in the tests), gzip for text, unknown paths answered with 404.html and
// status 404, and paths without a trailing slash redirected (301) like `gatsby serve`.
// A site built with a path prefix is served both at the root and under the prefix. It refuses
// to start when ROOT has no `_headers` file. A text file is gzipped once and kept in memory
// until it changes on disk: compressing every response made each take milliseconds when a
// search query fetched a dozen index files at once.
// With SERVE_TLS_KEY and SERVE_TLS_CERT (PEM files) it serves HTTPS and HTTP/2, as a CDN does,
// for the bench's measure of a first search over a network (scripts/bench-search.mjs).
// Usage: node scripts/serve-static.mjs ROOT PORT [PREFIX]
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { headersFor, parseHeaders } from "./headers-rules.mjs";

const [root = "public", port = "9001", prefix = ""] = process.argv.slice(2);
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml",
};
const COMPRESSIBLE = new Set([".html", ".js", ".json", ".css", ".svg", ".xml", ".txt", ".md", ".yaml", ".map"]);
const headersFile = path.join(root, "_headers");
// Serving without the headers would let a page that breaks under them pass its tests.
if (!existsSync(headersFile)) {
  console.error(
    `serve-static: ${headersFile} is missing, so ${root} would be served without its deploy headers ` +
      "(Content-Security-Policy, caching). Build the site first: `npx gatsby build` writes it " +
      "(src/build/built-site/deploy-headers.ts); for e2e/fixture-site/public, run `node scripts/test-fixtures.mjs`.",
  );
  process.exit(1);
}
const rules = parseHeaders(readFileSync(headersFile, "utf8"));

/** Gzipped text files by path, with the size and time of the version they were made from. */
const gzipped = new Map();

function gzipOf(file) {
  const { size, mtimeMs } = statSync(file);
  const cached = gzipped.get(file);
  if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { size, mtimeMs, body });
  return body;
}

function send(req, res, file, sitePath, status = 200) {
  const type = path.extname(file);
  const gzip = COMPRESSIBLE.has(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const headers = {
    ...headersFor(rules, `${prefix}${sitePath}`),
    "Content-Type": TYPES[type] ?? "application/octet-stream",
  };
  if (!gzip) {
    res.writeHead(status, headers);
    return createReadStream(file).pipe(res);
  }
  const body = gzipOf(file);
  res.writeHead(status, {
    ...headers,
    "Content-Encoding": "gzip",
    Vary: "Accept-Encoding",
    "Content-Length": body.length,
  });
  res.end(body);
}

function handle(req, res) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
    pathname = pathname.slice(prefix.length) || "/";
  const notFound = () => send(req, res, path.join(root, "404.html"), "/404.html", 404);
  const file = path.join(root, path.normalize(pathname));
  if (!path.resolve(file).startsWith(path.resolve(root))) return notFound();
  if (existsSync(file) && statSync(file).isFile()) return send(req, res, file, pathname);
  if (existsSync(path.join(file, "index.html"))) {
    if (!url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    return send(req, res, path.join(file, "index.html"), pathname);
  }
  return notFound();
}

const { SERVE_TLS_KEY: tlsKey, SERVE_TLS_CERT: tlsCert } = process.env;
const tls = Boolean(tlsKey && tlsCert);
const server = tls
  ? createSecureServer({ key: readFileSync(tlsKey), cert: readFileSync(tlsCert), allowHTTP1: true }, handle)
  : createServer(handle);
const scheme = tls ? "https" : "http";
server.listen(Number(port), "127.0.0.1", () =>
  console.log(`Serving ${root} on ${scheme}://127.0.0.1:${port}${prefix ? ` (and under ${prefix}/)` : ""}`),
);
