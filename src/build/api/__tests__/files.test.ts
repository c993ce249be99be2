import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeApiFiles } from "../files";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "api-files-"));
  dirs.push(dir);
  const specFile = path.join(dir, "api.yaml");
  writeFileSync(specFile, "openapi: 3.0.3\n");
  const calls: string[] = [];
  const graphql = async <T>(query: string) => {
    calls.push(query);
    return { data: { allApiOperation: { nodes: [] }, apiInfo: { servers: [] } } as T };
  };
  return { publicDir: path.join(dir, "public"), specFile, calls, graphql };
}

describe("writeApiFiles", () => {
  it("writes again only when the description's text changed or the files are gone (gatsby develop reruns createPages on every edit)", async () => {
    const { publicDir, specFile, calls, graphql } = setup();
    expect(await writeApiFiles(graphql, publicDir, specFile)).toEqual({ count: 0, written: true });
    expect(await writeApiFiles(graphql, publicDir, specFile)).toEqual({ count: 0, written: false });
    expect(calls).toHaveLength(1);

    writeFileSync(specFile, "openapi: 3.1.0\n");
    expect((await writeApiFiles(graphql, publicDir, specFile)).written).toBe(true);
    expect(calls).toHaveLength(2);

    rmSync(publicDir, { recursive: true });
    expect((await writeApiFiles(graphql, publicDir, specFile)).written).toBe(true);
    expect(calls).toHaveLength(3);
  });
});
