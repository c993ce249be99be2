import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect, type IncomingHttpHeaders } from "node:http2";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { gunzipSync, gzipSync } from "node:zlib";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hasOpenssl, selfSignedCertificate } from "../lib/self-signed.mjs";

const SCRIPT = path.resolve("scripts/serve-static.mjs");
const dirs: string[] = [];
const children: ChildProcess[] = [];

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "serve-static-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once it says it is serving. */
function serve(root: string, port: number, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn(process.execPath, [SCRIPT, root, String(port)], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (data: Buffer) => data.toString().includes("Serving") && resolve());
    child.on("exit", (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("serve-static", () => {
  it("refuses to start without a _headers file, saying which file is missing and how to make it", () => {
    const root = site({ "index.html": "<p>home</p>", "404.html": "<p>missing</p>" });
    const result = spawnSync(process.execPath, [SCRIPT, root, "0"], { encoding: "utf8", timeout: 10_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${path.join(root, "_headers")} is missing`);
    expect(result.stderr).toContain("npx gatsby build");
    expect(result.stdout).not.toContain("Serving");
  });

  it("serves each file with the headers its _headers rules give it", async () => {
    const root = site({
      _headers:
        "/*\n  X-Content-Type-Options: nosniff\n/quickstart.md\n  Cache-Control: public, max-age=0, must-revalidate\n",
      "index.html": "<p>home</p>",
      "404.html": "<p>missing</p>",
      "quickstart.md": "# Quickstart\n",
    });
    const port = await freePort();
    await serve(root, port);
    const response = await fetch(`http://127.0.0.1:${port}/quickstart.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("# Quickstart\n");
  });

  it("gzips text once, with its length, and serves a file changed on disk as it is now", async () => {
    const root = site({
      _headers: "/*\n  X-Content-Type-Options: nosniff\n",
      "404.html": "<p>missing</p>",
      "a.json": '{"v":1}',
    });
    const port = await freePort();
    await serve(root, port);
    const get = () =>
      new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/a.json", headers: { "accept-encoding": "gzip" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ headers: response.headers, body: gunzipSync(Buffer.concat(chunks)).toString() }),
          );
        })
          .on("error", reject)
          .end();
      });
    const first = await get();
    expect(first.body).toBe('{"v":1}');
    expect(first.headers["content-encoding"]).toBe("gzip");
    // A sized response, not a chunked one: the gzip was made before the headers were sent.
    expect(first.headers["content-length"]).toBe(String(gzipSync('{"v":1}').length));
    writeFileSync(path.join(root, "a.json"), '{"v":22}');
    expect((await get()).body).toBe('{"v":22}');
  });

  // The bench's measure of a first search over a network (scripts/bench-search.mjs) serves the
  // site as a CDN does; it makes its certificate with openssl, and so does this test.
  it.skipIf(!hasOpenssl())(
    "serves HTTPS and HTTP/2, gzip and the _headers rules included, given a key and a certificate",
    async () => {
      const root = site({
        _headers: "/*\n  X-Content-Type-Options: nosniff\n",
        "index.html": "<p>home</p>",
        "404.html": "<p>missing</p>",
        "data.json": JSON.stringify({ words: "search ".repeat(50) }),
      });
      const folder = mkdtempSync(path.join(tmpdir(), "serve-static-tls-"));
      dirs.push(folder);
      const tls = selfSignedCertificate(folder)!;
      const port = await freePort();
      await serve(root, port, { ...process.env, SERVE_TLS_KEY: tls.key, SERVE_TLS_CERT: tls.cert });
      const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
      try {
        const answer = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          const stream = session.request({ ":path": "/data.json", "accept-encoding": "gzip" });
          const chunks: Buffer[] = [];
          stream.on("response", (headers) => {
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => resolve({ headers, body: Buffer.concat(chunks) }));
          });
          stream.on("error", reject);
          stream.end();
        });
        expect(answer.headers[":status"]).toBe(200);
        expect(answer.headers["content-encoding"]).toBe("gzip");
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
        expect(JSON.parse(gunzipSync(answer.body).toString()).words).toContain("search");
      } finally {
        session.close();
      }
    },
  );
});
