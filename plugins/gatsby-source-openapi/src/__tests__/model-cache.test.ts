import { mkdtempSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DigestCache } from "../../../../src/build/cache/digest-cache";
import { storedModel, setModelStore } from "../../model-cache";
import type { ApiModel } from "../types";

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "model-cache-"));
  let computed = 0;
  const compute = async () => {
    computed++;
    return { title: `model ${computed}`, operations: [{ examples: undefined }] } as unknown as ApiModel;
  };
  // A new DigestCache per build, as each build registers its own.
  const build = () => setModelStore(new DigestCache(dir, "code-v1"));
  return { dir, compute, build, computed: () => computed };
}

afterEach(() => setModelStore(null));

/** What loadApiModelFromText gives the store: a key for the options, a digest for the text. */
const keyOf = (options: object) => JSON.stringify(options);
const digestOf = (text: string) => createHash("sha256").update(text).digest("hex");

describe("storedModel", () => {
  const options = { specPath: "/site/api.yaml", routeBase: "/api/" };

  it("reads the model back in a later build when the description did not change", async () => {
    const { compute, build, computed } = setup();
    build();
    const first = await storedModel(keyOf(options), digestOf("openapi: 3.0.0\n"), compute);
    build();
    const second = await storedModel(keyOf(options), digestOf("openapi: 3.0.0\n"), compute);
    expect(computed()).toBe(1);
    expect(second).toEqual(first);
  });

  it("computes it again when the description or the options changed, keeping only the newest", async () => {
    const { dir, compute, build, computed } = setup();
    build();
    await storedModel(keyOf(options), digestOf("openapi: 3.0.0\n"), compute);
    build();
    expect((await storedModel(keyOf(options), digestOf("openapi: 3.0.0\ninfo: {}\n"), compute)).title).toBe("model 2");
    build();
    expect(
      (await storedModel(keyOf({ ...options, routeBase: "/ref/" }), digestOf("openapi: 3.0.0\ninfo: {}\n"), compute))
        .title,
    ).toBe("model 3");
    expect(computed()).toBe(3);
    expect(readdirSync(path.join(dir, "openapi-model"))).toHaveLength(1);
  });

  it("always computes when the site gave no store (unit tests, another site)", async () => {
    const { compute, computed } = setup();
    await storedModel(keyOf(options), digestOf("openapi: 3.0.0\n"), compute);
    await storedModel(keyOf(options), digestOf("openapi: 3.0.0\n"), compute);
    expect(computed()).toBe(2);
  });
});
