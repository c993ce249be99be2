/**
 * The operation -> SDK method map (src/common/sdk-operations.ts) against the installed
 * `lastmile` package: every mapped method exists and requests its operation's method and
 * path, so an SDK release that renames, drops or moves a method fails here, before an
 * operation page shows a call that no longer works.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import Lastmile from "lastmile";
import { SDK_OPERATIONS, SDK_PACKAGE, SDK_VERSION, sdkMethodOf } from "../../../src/common/sdk-operations";
import { operationSamples, serverOf } from "../../../src/common/code-samples";
import { loadApiModel, type ApiModel } from "../../../plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "../../../src/build/config/api-reference";

const ROOT = path.resolve(__dirname, "../../..");

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** A client whose requests are recorded and answered with `{}`. */
function recordingClient(sent: Sent[]) {
  return new Lastmile({
    bearerToken: "test-key",
    baseURL: "http://sdk.test",
    maxRetries: 0,
    fetch: (async (url: string, init: { method: string; body?: string }) => {
      sent.push({ method: init.method, url: String(url), body: init.body ? JSON.parse(init.body) : undefined });
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    }) as never,
  });
}

// Loaded while the file is collected, as the content tests do: a hook's time limit is too
// short for it on a busy machine.
const model: ApiModel = await loadApiModel(apiReferenceOptions());

describe("the SDK methods of the operation pages", () => {
  it("are read from the version package.json pins", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(manifest.devDependencies[SDK_PACKAGE]).toBe(SDK_VERSION);
    const installed = JSON.parse(readFileSync(path.join(ROOT, "node_modules", SDK_PACKAGE, "package.json"), "utf8"));
    expect(installed.version).toBe(SDK_VERSION);
  });

  it("name operations that exist", () => {
    const slugs = new Set(model.operations.map((op) => op.slug));
    expect(Object.keys(SDK_OPERATIONS).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  for (const [slug, [resource, method]] of Object.entries(SDK_OPERATIONS)) {
    it(`${slug}: client.${resource}.${method} exists and requests the operation's method and path`, async () => {
      const sent: Sent[] = [];
      const client = recordingClient(sent);
      const call = (client[resource] as unknown as Record<string, unknown>)[method];
      expect(typeof call, `client.${resource}.${method}`).toBe("function");
      const op = model.operations.find((o) => o.slug === slug)!;
      const body = op.requestBody?.example ?? {};
      await (call as (body: unknown) => Promise<unknown>).call(client[resource], body);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.method).toBe(op.method.toUpperCase());
      expect(sent[0]!.url).toBe(`http://sdk.test${op.apiPath}`);
      // The SDK sends the body as given, so the page's sample sends the description's example.
      expect(sent[0]!.body).toEqual(body);
    });
  }

  it("leave no method of the installed client unmapped without a reason", () => {
    const client = recordingClient([]);
    const methods = (["datasets", "evaluation", "fineTuneJobs", "labelDatasetJobs"] as const).flatMap((resource) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(client[resource]))
        .filter((name) => name !== "constructor")
        .map((name) => `${resource}.${name}`),
    );
    const mapped = Object.values(SDK_OPERATIONS).map(([resource, method]) => `${resource}.${method}`);
    expect(methods.filter((m) => !mapped.includes(m))).toEqual([]);
  });
});

describe("an operation page's JavaScript sample", () => {
  it("calls the SDK where it has a method, and fetch elsewhere", () => {
    for (const op of model.operations) {
      const js = operationSamples({ ...op, body: op.requestBody?.example ?? undefined }).find(
        (s) => s.lang === "javascript",
      )!.code;
      const sdk = sdkMethodOf(op.slug);
      if (sdk) {
        expect(js, op.slug).toContain(`import Lastmile from ${JSON.stringify(SDK_PACKAGE)};`);
        expect(js, op.slug).toContain(`baseURL: process.env.AUTOEVAL_BASE_URL ?? "${serverOf(op)}"`);
        expect(js, op.slug).toContain(`await client.${sdk[0]}.${sdk[1]}(`);
      } else {
        expect(js, op.slug).toContain("await fetch(");
      }
      expect(js, op.slug).toContain("console.log(JSON.stringify(");
    }
  });

  it("passes the example body unchanged", () => {
    const op = model.operations.find((o) => o.slug === "evaluate")!;
    const js = operationSamples({ ...op, body: op.requestBody?.example }).find((s) => s.lang === "javascript")!.code;
    const literal = /client\.evaluation\.evaluate\(([\s\S]*)\);\nconsole/.exec(js)![1]!;
    expect(new Function(`return (${literal});`)()).toEqual(op.requestBody?.example);
  });
});
