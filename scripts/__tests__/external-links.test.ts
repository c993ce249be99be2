/**
 * The external link check (scripts/check-links.mjs), against a server on 127.0.0.1: it never
 * touches the network in tests.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkExternalLinks, externalLinks, formatReport } from "../lib/external-links.mjs";

interface Seen {
  readonly method: string;
  readonly path: string;
}

let server: Server;
let base = "";
const seen: Seen[] = [];
let inFlight = 0;
let maxInFlight = 0;

function answer(request: IncomingMessage): { status: number; delay?: number; location?: string } {
  const url = request.url ?? "/";
  if (url === "/ok") return { status: 200 };
  if (url === "/missing") return { status: 404 };
  // Refuses HEAD, as some servers do, but serves the page.
  if (url === "/no-head") return { status: request.method === "HEAD" ? 405 : 200 };
  if (url === "/moved") return { status: 301, location: "/ok" };
  if (url === "/slow") return { status: 200, delay: 2000 };
  if (url.startsWith("/busy/")) return { status: 200, delay: 50 };
  return { status: 500 };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method ?? "", path: request.url ?? "" });
    // Counts the concurrency test's requests only (an earlier test's timed-out one may still run).
    const counted = request.url?.startsWith("/busy/") ?? false;
    if (counted) maxInFlight = Math.max(maxInFlight, ++inFlight);
    const { status, delay = 0, location } = answer(request);
    setTimeout(() => {
      if (counted) inFlight--;
      response.writeHead(status, location ? { location } : {});
      response.end(request.method === "HEAD" ? undefined : "body");
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("checkExternalLinks", () => {
  it("asks with HEAD, then GET where HEAD is refused, follows redirects, and reports each link", async () => {
    seen.length = 0;
    const urls = ["/ok", "/missing", "/no-head", "/moved"].map((p) => base + p);
    const results = await checkExternalLinks(urls, { hostDelayMs: 0 });
    expect(results.map((r) => [r.url.slice(base.length), r.ok, r.status, r.method])).toEqual([
      ["/ok", true, 200, "HEAD"],
      ["/missing", false, 404, "GET"],
      ["/no-head", true, 200, "GET"],
      ["/moved", true, 200, "HEAD"],
    ]);
    expect(results[3]!.finalUrl).toBe(`${base}/ok`);
    expect(seen.filter((s) => s.path === "/no-head").map((s) => s.method)).toEqual(["HEAD", "GET"]);
  });

  it("gives up on a server that does not answer within the timeout, and says so", async () => {
    const [result] = await checkExternalLinks([`${base}/slow`], { timeoutMs: 300, hostDelayMs: 0 });
    expect(result).toMatchObject({ ok: false, status: null, error: "no answer within 300 ms" });
  });

  it("sends at most `concurrency` requests at once and spaces requests to one host", async () => {
    seen.length = 0;
    maxInFlight = 0;
    const urls = Array.from({ length: 6 }, (_, i) => `${base}/busy/${i}`);
    const sent: number[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push(Date.now());
      return fetch(input, init);
    };
    await checkExternalLinks(urls, { concurrency: 2, hostDelayMs: 100, fetch: recordingFetch });
    expect(maxInFlight).toBeLessThanOrEqual(2);
    expect(sent).toHaveLength(6);
    const gaps = sent.slice(1).map((t, i) => t - sent[i]!);
    // One host: each request leaves at least the delay after the one before (a timer may round a millisecond down).
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(99);
  });

  it("reports broken links with the pages that link to them, and redirects", () => {
    const results = [
      {
        url: "https://a.example/x",
        ok: false,
        status: 404,
        method: "GET" as const,
        finalUrl: "https://a.example/x",
        error: null,
        ms: 5,
      },
      {
        url: "https://b.example/y",
        ok: true,
        status: 200,
        method: "HEAD" as const,
        finalUrl: "https://b.example/z",
        error: null,
        ms: 5,
      },
      {
        url: "https://c.example/",
        ok: true,
        status: 200,
        method: "HEAD" as const,
        finalUrl: "https://c.example/",
        error: null,
        ms: 5,
      },
    ];
    const pages = new Map([
      ["https://a.example/x", ["/quickstart/", "/sdk/", "/a/", "/b/"]],
      ["https://b.example/y", ["/deployment/"]],
    ]);
    expect(formatReport(results, pages).split("\n")).toEqual([
      "Broken (1):",
      "  ✗ https://a.example/x: 404 (GET), on /quickstart/, /sdk/, /a/ and 1 more",
      "Redirected (1; consider linking the final address):",
      "  → https://b.example/y -> https://b.example/z, on /deployment/",
      "External links: 3 checked, 2 fine, 1 broken, 1 redirected.",
    ]);
  });
});

describe("externalLinks", () => {
  it("lists the http(s) links of a built site's pages, with the pages, leaving out its own address and scripts", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "external-links-"));
    mkdirSync(path.join(dir, "quickstart"));
    writeFileSync(
      path.join(dir, "index.html"),
      '<a href="https://lastmileai.dev/login">Sign in</a><a href="https://docs.autoeval.dev/sdk/">self</a><a href="/sdk/">internal</a>',
    );
    writeFileSync(
      path.join(dir, "quickstart/index.html"),
      '<a class="x" href="https://lastmileai.dev/login#top">Sign in</a><a href=\'https://pypi.org/project/requests/?a=1&amp;b=2\'>requests</a><script>"<a href=\\"https://x.example/\\">"</script>',
    );
    expect([...externalLinks(dir, "https://docs.autoeval.dev")]).toEqual([
      ["https://lastmileai.dev/login", ["/", "/quickstart/"]],
      ["https://pypi.org/project/requests/?a=1&b=2", ["/quickstart/"]],
    ]);
  });
});
