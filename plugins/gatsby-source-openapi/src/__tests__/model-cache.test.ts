import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diskCachedModel } from "../../model-cache";
import type { ApiModel } from "../types";

const build = { gatsby_executing_command: "build" };

function setup() {
  const root = mkdtempSync(path.join(os.tmpdir(), "model-cache-"));
  const specPath = path.join(root, "api.yaml");
  writeFileSync(specPath, "openapi: 3.0.0\n");
  let computed = 0;
  const compute = async () => {
    computed++;
    return { title: `model ${computed}`, operations: [{ examples: undefined }] } as unknown as ApiModel;
  };
  return { root, specPath, compute, computed: () => computed };
}

describe("diskCachedModel", () => {
  it("reads the model back in a later build when the description did not change", async () => {
    const { root, specPath, compute, computed } = setup();
    const first = await diskCachedModel({ specPath }, compute, { env: build, root });
    const second = await diskCachedModel({ specPath }, compute, { env: build, root });
    expect(computed()).toBe(1);
    expect(second).toEqual(first);
  });

  it("computes it again when the description changed", async () => {
    const { root, specPath, compute, computed } = setup();
    await diskCachedModel({ specPath }, compute, { env: build, root });
    writeFileSync(specPath, "openapi: 3.0.0\ninfo: {}\n");
    expect((await diskCachedModel({ specPath }, compute, { env: build, root })).title).toBe("model 2");
    expect(computed()).toBe(2);
    // The earlier description's model is not kept.
    expect(readdirSync(path.join(root, ".cache/caches/docs-digest/openapi-model"))).toHaveLength(1);
  });

  it("always computes outside a Gatsby command (unit tests read the code as it is now)", async () => {
    const { root, specPath, compute, computed } = setup();
    await diskCachedModel({ specPath }, compute, { env: {}, root });
    await diskCachedModel({ specPath }, compute, { env: {}, root });
    expect(computed()).toBe(2);
  });
});
