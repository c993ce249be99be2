import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Gatsby's own Parcel config, as Gatsby resolves it for compiling gatsby-config.ts and gatsby-node.ts. */
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
const gatsbyConfigFile = gatsbyRequire.resolve("gatsby-parcel-config");

/** .parcelrc is JSON5; ours has whole-line comments only. */
const ours = JSON.parse(readFileSync(".parcelrc", "utf8").replace(/^\s*\/\/.*$/gm, "")) as {
  extends: string;
  optimizers: Record<string, string[]>;
};

describe(".parcelrc", () => {
  it("extends the Parcel config Gatsby itself uses", () => {
    expect(path.resolve(ours.extends)).toBe(gatsbyConfigFile);
  });

  it("differs from it only in having no optimizer for scripts", () => {
    const gatsbys = JSON.parse(readFileSync(gatsbyConfigFile, "utf8")) as { optimizers: Record<string, string[]> };
    // The same glob, so ours replaces Gatsby's pipeline instead of adding one beside it.
    expect(Object.keys(ours.optimizers)).toEqual(Object.keys(gatsbys.optimizers));
    expect(Object.values(ours.optimizers)).toEqual([[]]);
    expect(Object.keys(ours)).toEqual(["extends", "optimizers"]);
  });
});
