import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadApiModel } from "../../model";
import { isDescriptionFile, sourceDescriptionFile, type DescriptionFileNode } from "../source-description";

const original = readFileSync(path.resolve("e2e/fixture-site/openapi/fixture-api.yaml"), "utf8");
const dir = mkdtempSync(path.join(tmpdir(), "openapi-source-"));
const specPath = path.join(dir, "api.yaml");
const options = { specPath, slugOverrides: {}, routeBase: "/api/" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileNode = (digest: string): DescriptionFileNode =>
  ({
    id: "file-1",
    absolutePath: specPath,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: digest },
  }) as never;

/** Sources the file as it is on disk, as onCreateNode does for the File node Gatsby made of it. */
async function source() {
  const created: Record<string, unknown>[] = [];
  const links: { parent: Node; child: Node }[] = [];
  const reporter = { panicOnBuild: vi.fn() };
  const file = fileNode(String(Date.now()));
  await sourceDescriptionFile(
    {
      node: file,
      actions: {
        createNode: (node: Record<string, unknown>) => void created.push(node),
        // As Gatsby's action: the child's id into the parent's list, then the parent stored.
        createParentChildLink: (link: { parent: Node; child: Node }) => {
          if (!link.parent.children.includes(link.child.id)) link.parent.children.push(link.child.id);
          links.push(link);
        },
      } as never,
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
      reporter: reporter as never,
      loadNodeContent: async () => readFileSync(specPath, "utf8"),
    },
    options,
  );
  return { created, links, file, problems: reporter.panicOnBuild.mock.calls };
}

const operation = (nodes: Record<string, unknown>[]) =>
  nodes.find((node) => (node.internal as { type: string }).type === "ApiOperation") as { summary: string } | undefined;

describe("sourcing the API description from its File node", () => {
  it("knows the description's File node by its path", () => {
    const node = { id: "x", parent: null, children: [], internal: { type: "File" }, absolutePath: specPath };
    expect(isDescriptionFile(node as never, options)).toBe(true);
    expect(isDescriptionFile({ ...node, absolutePath: path.join(dir, "README.md") } as never, options)).toBe(false);
    expect(isDescriptionFile({ ...node, internal: { type: "Mdx" } } as never, options)).toBe(false);
  });

  it("makes the API nodes children of the File node", async () => {
    writeFileSync(specPath, original);
    const { created, links, file, problems } = await source();
    expect(problems).toEqual([]);
    expect(operation(created)?.summary).toBe("Get Widget");
    expect(created.every((node) => node.parent === "file-1")).toBe(true);
    // All of them in the File node's list (so Gatsby drops them when it changes), stored once.
    expect(file.children).toEqual(created.map((node) => node.id));
    expect(links).toHaveLength(1);
  });

  it("an edited file yields the edited nodes, even saved within the same modification time", async () => {
    // The cache must not go by the clock: both saves carry the same modification time.
    const sameTime = new Date("2026-01-01T00:00:00Z");
    writeFileSync(specPath, original);
    utimesSync(specPath, sameTime, sameTime);
    const before = await source();
    writeFileSync(specPath, original.replace("summary: Get Widget", "summary: Fetch Widget"));
    utimesSync(specPath, sameTime, sameTime);
    const after = await source();
    expect(operation(before.created)?.summary).toBe("Get Widget");
    expect(operation(after.created)?.summary).toBe("Fetch Widget");
    // The site's other readers of the model (MDX examples, Markdown twins) see the edit too.
    expect((await loadApiModel(options)).operations[0]?.summary).toBe("Fetch Widget");
  });

  it("a broken edit is reported, naming the file, and makes no nodes", async () => {
    writeFileSync(specPath, original.replace("openapi:", "openapi: [\n"));
    const { created, problems } = await source();
    expect(created).toEqual([]);
    expect(problems[0]?.[0]).toMatchObject({ id: "openapi-10001" });
    expect(String(problems[0]?.[0].context.message)).toContain(specPath);
  });
});
