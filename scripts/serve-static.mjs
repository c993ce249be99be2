// A small static server for the fixture site: serves a built Gatsby site both at the root
// and under its path prefix, answers unknown paths with 404.html and status 404, and
// redirects paths without a trailing slash like `gatsby serve` does.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [root = "public", port = "9001", prefix = "/docs"] = process.argv.slice(2);
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
};

function send(res, file, status = 200) {
  res.writeHead(status, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
}

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  let pathname = decodeURIComponent(url.pathname);
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) pathname = pathname.slice(prefix.length) || "/";
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(path.resolve(root)) && !path.resolve(file).startsWith(path.resolve(root)))
    return send(res, path.join(root, "404.html"), 404);
  if (existsSync(file) && statSync(file).isFile()) return send(res, file);
  if (existsSync(path.join(file, "index.html"))) {
    if (!url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    return send(res, path.join(file, "index.html"));
  }
  return send(res, path.join(root, "404.html"), 404);
}).listen(Number(port), "127.0.0.1", () =>
  console.log(`Serving ${root} on http://127.0.0.1:${port} (and under ${prefix}/)`),
);
