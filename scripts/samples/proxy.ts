/**
 * The samples' server: a recording proxy in front of Prism. Every flow gets its own base URL
 * (`http://127.0.0.1:<port>/flow/<id>`, handed to the samples as AUTOEVAL_BASE_URL), so each
 * request is filed under the flow that made it. The proxy forwards to Prism, keeps what was
 * sent and what came back, and stands in for the storage host of presigned upload forms: the
 * `s3PresignedPost.url` in Prism's answers is rewritten to the flow's own storage address,
 * where a POST must carry every field of the form and the file last, under `file`, as the
 * real storage requires.
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

/** Points every presigned form in a JSON answer at the flow's storage stand-in; returns the forms' fields. */
function redirectUploadForms(body: string, storageUrl: string, forms: Record<string, string>[]): string {
  if (!body.includes('"s3PresignedPost"')) return body;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    if (out.s3PresignedPost && typeof out.s3PresignedPost === "object") {
      const form = out.s3PresignedPost as { url?: string; fields?: Record<string, string> };
      forms.push(form.fields ?? {});
      out.s3PresignedPost = { ...form, url: storageUrl };
    }
    return out;
  };
  return JSON.stringify(walk(JSON.parse(body)));
}

/** What the storage host would refuse in a form POST: a missing field of the form, or no file last. */
async function storageProblems(req: http.IncomingMessage, body: Buffer, forms: Record<string, string>[]) {
  if (req.method !== "POST") return [`storage takes POST, not ${req.method}`];
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) return [`storage takes multipart/form-data, not "${type}"`];
  const data = await new Request("http://storage/", {
    method: "POST",
    headers: { "content-type": type },
    body: new Uint8Array(body),
  }).formData();
  const entries = [...data.entries()];
  const fields = forms.at(-1);
  if (!fields) return ["no upload form was requested before this POST"];
  const problems = Object.entries(fields)
    .filter(([name, value]) => data.get(name) !== value)
    .map(([name]) => `form field "${name}" is missing or differs from the upload form`);
  const last = entries.at(-1);
  if (!last || last[0] !== "file" || typeof last[1] === "string") problems.push('the file must come last, as "file"');
  return problems;
}

export async function startSampleServer(prismUrl: string): Promise<SampleServer> {
  const log = new Map<string, Exchange[]>();
  const forms = new Map<string, Record<string, string>[]>();
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
    const flowForms = forms.get(flow) ?? [];
    forms.set(flow, flowForms);
    const requestBody = req.headers["content-type"]?.startsWith("multipart/") ? "(multipart form)" : body.toString();
    if (path.startsWith(STORAGE)) {
      const problems = await storageProblems(req, body, flowForms);
      const status = problems.length === 0 ? 204 : 400;
      record(flow, {
        method: req.method ?? "",
        path,
        requestBody,
        status,
        responseBody: problems.join("\n"),
        violations: problems.map((message) => ({ severity: "Error", message, location: ["storage"] })),
      });
      res.writeHead(status).end(problems.join("\n"));
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
    ) as Record<string, string>;
    let answer: Response;
    try {
      answer = await fetch(`${prismUrl}${path}`, {
        method: req.method,
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
    } catch (error) {
      res.writeHead(502).end(`The proxy could not reach Prism: ${(error as Error).message}`);
      return;
    }
    const text = redirectUploadForms(await answer.text(), `${origin}/flow/${flow}${STORAGE}/`, flowForms);
    record(flow, {
      method: req.method ?? "",
      path,
      requestBody,
      status: answer.status,
      responseBody: text,
      violations: parseViolations(answer.headers.get("sl-violations")),
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
