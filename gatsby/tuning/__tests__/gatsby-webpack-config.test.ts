/**
 * What the webpack pieces expect of the config Gatsby makes, read from the installed Gatsby
 * (dist/utils/webpack.config.js) and webpack: a Gatsby upgrade that changes it fails here.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { GATSBY_OWN } from "../server-env-definitions";
import { GATSBY_CHUNK_FILENAME, shortenChunkHashes } from "../short-chunk-hashes";

const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
const webpackConfig = readFileSync(gatsbyRequire.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
const webpackSchema = readFileSync(gatsbyRequire.resolve("webpack/schemas/WebpackOptions.json"), "utf8");

describe("Gatsby's webpack config, as installed", () => {
  it("makes full source maps in both production stages (source-maps.ts turns them off)", () => {
    expect(webpackConfig).toMatch(/case `build-html`:\s+case `build-javascript`:\s+return `source-map`;/);
  });

  it("gives the production stages webpack's filesystem cache (webpack-memory-cache.ts, collect-garbage.ts)", () => {
    expect(webpackConfig).toMatch(/const cacheConfig = \{\s+type: `filesystem`,\s+name: stage,\s+cacheLocation,/);
    expect(webpackSchema).toContain('"maxMemoryGenerations"');
  });

  it("defines the environment's variables for the renderer, and these names of its own (server-env-definitions.ts)", () => {
    expect(webpackConfig).toMatch(/acc\[`process\.env\.\$\{key\}`\] = mergedEnvVars\[key\];/);
    // GATSBY_* names are kept anyway.
    const own = [...webpackConfig.matchAll(/envObject\.([A-Z_]+) = /g)].map((match) => match[1]!);
    expect(new Set(own.filter((name) => !name.startsWith("GATSBY_")))).toEqual(GATSBY_OWN);
  });

  it("names the browser build's chunks `[name]-[contenthash].js` (short-chunk-hashes.ts)", () => {
    expect(webpackConfig).toContain(`chunkFilename: \`${GATSBY_CHUNK_FILENAME}\``);
  });
});

describe("shortenChunkHashes", () => {
  it("gives the chunks loaded on demand 8 hex digits, and reports a config it does not know", () => {
    const output = { chunkFilename: GATSBY_CHUNK_FILENAME };
    expect(shortenChunkHashes(output)).toBe(true);
    expect(output.chunkFilename).toBe("[name]-[contenthash:8].js");
    expect(shortenChunkHashes({ chunkFilename: "[id].js" })).toBe(false);
    expect(shortenChunkHashes(undefined)).toBe(false);
  });
});
