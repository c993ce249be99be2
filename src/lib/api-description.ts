/**
 * A light, synchronous read of the API description for build-time MDX tools
 * (ApiExample): each operation's method, URL and request schema by page slug.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { apiDescriptionFile } from "../config/paths";
import { kebabCase } from "./slug";

export interface OperationRef {
  readonly slug: string;
  readonly method: string;
  readonly url: string;
  readonly requestSchema: unknown;
}

interface Loaded {
  readonly document: Record<string, unknown>;
  readonly operations: ReadonlyMap<string, OperationRef>;
}

const cache = new Map<string, Loaded>();

const METHODS = ["get", "put", "post", "delete", "patch"];

export function loadApiDescription(file = apiDescriptionFile()): Loaded {
  const cached = cache.get(file);
  if (cached) return cached;
  const document = parse(readFileSync(file, "utf8")) as {
    servers?: { url: string }[];
    paths: Record<
      string,
      Record<string, { summary?: string; requestBody?: { content?: Record<string, { schema?: unknown }> } }>
    >;
  };
  const server = (document.servers?.[0]?.url ?? "").replace(/\/$/, "");
  const operations = new Map<string, OperationRef>();
  for (const [apiPath, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.summary) continue;
      const slug = kebabCase(op.summary);
      operations.set(slug, {
        slug,
        method: method.toUpperCase(),
        url: `${server}${apiPath}`,
        requestSchema: op.requestBody?.content?.["application/json"]?.schema ?? null,
      });
    }
  }
  const loaded = { document: document as unknown as Record<string, unknown>, operations };
  cache.set(file, loaded);
  return loaded;
}
