import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nameSharedChunksBySet, sharedChunkName } from "../shared-chunk-names";

const GATSBY_WEBPACK_CONFIG = path.resolve("node_modules/gatsby/dist/utils/webpack.config.js");

describe("shared chunk names", () => {
  it("Gatsby names a shared chunk by the chunk names in webpack's order (read from the installed Gatsby)", () => {
    const source = readFileSync(GATSBY_WEBPACK_CONFIG, "utf8");
    const shared = source.slice(source.indexOf("shared: {"));
    expect(shared).toMatch(
      /^shared: \{[\s\S]*?name\(module, chunks\) \{\s*const hash = crypto\.createHash\(`sha1`\)\.update\(chunks\.reduce\(\(acc, chunk\) => acc \+ chunk\.name, ``\)\)\.digest\(`hex`\);\s*return hash;/,
    );
  });

  it("gives one name to one set of chunks, whatever their order, and Gatsby's name for sorted chunks", () => {
    const a = { name: "component---src-templates-operation-tsx" };
    const b = { name: "component---src-templates-doc-tsx" };
    expect(sharedChunkName(null, [a, b])).toBe(sharedChunkName(null, [b, a]));
    const gatsbys = createHash("sha1").update(`${b.name}${a.name}`).digest("hex");
    expect(sharedChunkName(null, [a, b])).toBe(gatsbys);
  });

  it("replaces the name function of Gatsby's shared group, and says when there is none", () => {
    const optimization = { splitChunks: { cacheGroups: { shared: { name: () => "x" } } } };
    expect(nameSharedChunksBySet(optimization)).toBe(true);
    expect(optimization.splitChunks.cacheGroups.shared.name).toBe(sharedChunkName);
    expect(nameSharedChunksBySet({ splitChunks: { cacheGroups: {} } })).toBe(false);
    expect(nameSharedChunksBySet(undefined)).toBe(false);
  });
});
