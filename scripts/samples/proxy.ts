/**
 * The samples' server: a recording proxy in front of Prism. Every flow gets its own base URL
 * (`http://127.0.0.1:<port>/flow/<id>`, handed to the samples as AUTOEVAL_BASE_URL), so each
 * request is filed under the flow that made it. The proxy forwards to its upstream (the mock
 * gateway /sdk/ publishes, in front of Prism) and keeps what was sent and what came back. The
 * `s3PresignedPost.url` of an upload form is rewritten to the flow's own storage address, so
 * the file's POST is filed under the flow too; it goes on to where the upstream pointed the
 * form, the gateway's storage stand-in, which judges it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Violation {
  readonly location?: readonly string[];
  readonly severity?: string;
  readonly message: string;
}

export interface Exchange {
  readonly method: string;
  /** The path as the sample sent it, less the flow's prefix. */
  readonly path: string;
  readonly requestBody: string;
  readonly status: number;
  readonly responseBody: string;
  /** What Prism's `sl-violations` header or the storage stand-in found wrong with the request. */
  readonly violations: readonly Violation[];
}

/** Whether an exchange counts against its sample: a refusal, an error or a violation of the description. */
export function isRefused(exchange: Exchange): boolean {
  return exchange.status >= 300 || exchange.violations.some((v) => v.severity !== "Warning");
}

export interface SampleServer {
  /** The base URL of one flow. */
  baseUrl(flow: string): string;
  /** Every exchange of a flow so far, in order. */
  exchanges(flow: string): readonly Exchange[];
  /** Resolves once no request of the flow is waiting for Prism (one its sample gave up on, say). */
  settled(flow: string): Promise<void>;
  close(): Promise<void>;
}

const FLOW_PATH = /^\/flow\/([\w.-]+)(\/.*)?$/;
const STORAGE = "/storage-stand-in";

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    // A sample that gives up mid-request closes without an end.
    req.on("close", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseViolations(header: string | null): Violation[] {
  if (!header) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return [{ severity: "Error", message: header }];
  }
}

/**
 * Points every presigned form in a JSON answer at the flow's own storage address, so that the
 * file's POST is recorded under the flow too; returns where the upstream pointed the form.
 */
function redirectUploadForms(body: string, storageUrl: string): { text: string; formUrl: string | null } {
  if (!body.includes('"s3PresignedPost"')) return { text: body, formUrl: null };
  let formUrl: string | null = null;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    if (out.s3PresignedPost && typeof out.s3PresignedPost === "object") {
      const form = out.s3PresignedPost as { url?: string };
      formUrl = form.url ?? null;
      out.s3PresignedPost = { ...form, url: storageUrl };
    }
    return out;
  };
  return { text: JSON.stringify(walk(JSON.parse(body))), formUrl };
}

/** Forwards a request and reads the whole answer; an unreachable upstream is a 502 with the reason. */
async function forward(url: string, req: http.IncomingMessage, body: Buffer) {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
  ) as Record<string, string>;
  try {
    const answer = await fetch(url, {
      method: req.method,
      headers,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  } catch (error) {
    return {
      status: 502,
      headers: new Headers(),
      text: `The proxy could not reach ${url}: ${(error as Error).message}`,
    };
  }
}

export async function startSampleServer(upstreamUrl: string): Promise<SampleServer> {
  const log = new Map<string, Exchange[]>();
  // Where the upstream pointed each flow's last upload form: the flow's file POST goes there.
  const formUrls = new Map<string, string>();
  let origin = "";
  const record = (flow: string, exchange: Exchange) => {
    if (!log.has(flow)) log.set(flow, []);
    log.get(flow)!.push(exchange);
  };
  // Requests still waiting for their answer, per flow, and who waits for them to end.
  const pending = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const settle = (flow: string, change: number) => {
    const count = (pending.get(flow) ?? 0) + change;
    pending.set(flow, count);
    if (count > 0) return;
    for (const resolve of waiting.get(flow) ?? []) resolve();
    waiting.delete(flow);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = FLOW_PATH.exec(req.url ?? "");
    const body = await readBody(req);
    if (!match) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not a sample flow's URL\n");
      return;
    }
    const flow = match[1]!;
    const path = match[2] ?? "/";
    const requestBody = req.headers["content-type"]?.startsWith("multipart/") ? "(multipart form)" : body.toString();
    const storage = path.startsWith(STORAGE);
    const formUrl = formUrls.get(flow);
    if (storage && !formUrl) {
      res.writeHead(400).end("no upload form was requested before this POST");
      return;
    }
    const answer = await forward(storage ? formUrl! : `${upstreamUrl}${path}`, req, body);
    const { text, formUrl: newFormUrl } = storage
      ? { text: answer.text, formUrl: null }
      : redirectUploadForms(answer.text, `${origin}/flow/${flow}${STORAGE}/`);
    if (newFormUrl) formUrls.set(flow, newFormUrl);
    record(flow, {
      method: req.method ?? "",
      path,
      requestBody,
      status: answer.status,
      responseBody: text,
      violations: storage
        ? answer.status >= 400
          ? [{ severity: "Error", message: text, location: ["storage"] }]
          : []
        : parseViolations(answer.headers.get("sl-violations")),
    });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
    res.end(text);
  };
  const server = http.createServer((req, res) => {
    const flow = FLOW_PATH.exec(req.url ?? "")?.[1] ?? "";
    settle(flow, 1);
    // Ends once the exchange is recorded, even when the sample stopped waiting for it.
    handle(req, res)
      .catch((error: Error) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(`The sample server failed: ${error.message}`);
      })
      .finally(() => settle(flow, -1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: (flow) => `${origin}/flow/${flow}`,
    exchanges: (flow) => log.get(flow) ?? [],
    settled: (flow) =>
      (pending.get(flow) ?? 0) === 0
        ? Promise.resolve()
        : new Promise((resolve) => waiting.set(flow, [...(waiting.get(flow) ?? []), resolve])),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
