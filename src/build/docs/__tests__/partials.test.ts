import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempSite } from "../../__tests__/helpers/temp-site";
import { readMdx } from "../../mdx/read-mdx";
import { checkPartials, mdxImports, partialFiles, partialsDir } from "../partials";

/** Checks the doc at content/docs/guide.mdx of `root`, as onCreateNode does. */
function check(root: string, body: string): void {
  const file = path.join(root, "content/docs/guide.mdx");
  checkPartials(readMdx(body, file), file, partialsDir(root));
}

const IMPORT = 'import Prerequisites from "../partials/prerequisites.mdx";\n\n<Prerequisites />\n';

describe("mdxImports", () => {
  it("finds the MDX files a body imports by default, with the line of each import", () => {
    const body = 'import A from "../partials/a.mdx";\nimport { x } from "./y";\nimport B from "./b.md";\n\n<A />';
    const imports = mdxImports(readMdx(body), "/site/content/docs/guide.mdx");
    expect(imports).toEqual([
      { name: "A", source: "../partials/a.mdx", file: "/site/content/partials/a.mdx", line: 1 },
      { name: "B", source: "./b.md", file: "/site/content/docs/b.md", line: 3 },
    ]);
  });
});

describe("checkPartials", () => {
  it("accepts partials that import partials", () => {
    const root = tempSite({
      "content/partials/prerequisites.mdx": 'import Key from "./key.mdx";\n\n- An account.\n\n<Key />\n',
      "content/partials/key.mdx": ":::tip\nKeep the key secret.\n:::\n",
    });
    expect(() => check(root, IMPORT)).not.toThrow();
    expect(partialFiles(IMPORT, path.join(root, "content/docs/guide.mdx")).map((f) => path.basename(f))).toEqual([
      "prerequisites.mdx",
      "key.mdx",
    ]);
  });

  it("names the partial and the page that imported it when the partial fails", () => {
    const root = tempSite({ "content/partials/prerequisites.mdx": ":::warn\nA type that does not exist.\n:::\n" });
    expect(() => check(root, IMPORT)).toThrow(
      /^The partial .*content\/partials\/prerequisites\.mdx, imported by .*content\/docs\/guide\.mdx:1, fails: .*":::warn" is not an admonition type/,
    );
  });

  it("names both files when a partial's MDX does not parse", () => {
    const root = tempSite({ "content/partials/prerequisites.mdx": "<Tabs>\n\nNever closed.\n" });
    expect(() => check(root, IMPORT)).toThrow(/prerequisites\.mdx, imported by .*guide\.mdx:1, fails: /);
  });

  it("names a missing partial and lists those that exist", () => {
    const root = tempSite({ "content/partials/setup.mdx": "Set up.\n" });
    expect(() => check(root, IMPORT)).toThrow(
      /guide\.mdx:1 imports "\.\.\/partials\/prerequisites\.mdx", which does not exist .* Partials in .*content\/partials\/: setup\.mdx\./,
    );
  });

  it("refuses an MDX import from outside content/partials", () => {
    const root = tempSite({ "content/docs/other.mdx": "A doc.\n" });
    expect(() => check(root, 'import Other from "./other.mdx";\n\n<Other />\n')).toThrow(
      /guide\.mdx:1 imports "\.\/other\.mdx", which is not a partial: import MDX files only from .*content\/partials\//,
    );
  });

  it("refuses a partial that imports itself", () => {
    const root = tempSite({
      "content/partials/prerequisites.mdx": 'import Me from "./prerequisites.mdx";\n\n<Me />\n',
    });
    expect(() => check(root, IMPORT)).toThrow(/imports .*prerequisites\.mdx again: partials cannot import themselves/);
  });
});
