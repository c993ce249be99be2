import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LockedBuildDependenciesPlugin, lockedBuildDependencies } from "../build-dependencies";
import { gatsbyConfigWith, runWebpackHook } from "../../__tests__/__fixtures__/webpack-hook";

/** The webpack Gatsby builds with, as Gatsby resolves it. */
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));

/** What the tests use of webpack's compiler. */
interface Compiler {
  hooks: { compilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
  run(callback: (error: Error | null) => void): void;
  close(callback: (error: Error | null) => void): void;
}
interface Compilation {
  hooks: { buildModule: { tap(name: string, fn: (module: { identifier(): string }) => void): void } };
}
const LOCK = "/site/package-lock.json";

describe("lockedBuildDependencies", () => {
  it("replaces the dependencies under node_modules with the lock file and keeps our own", () => {
    expect(
      lockedBuildDependencies(
        [
          "/site/node_modules/gatsby/dist/utils/webpack.config.js",
          "/site/.cache/compiled/gatsby-node.js",
          "/site/node_modules/webpack/lib/",
          "/site/gatsby/tuning/loaders/mdx-body-loader.cjs",
        ],
        LOCK,
      ),
    ).toEqual(["/site/.cache/compiled/gatsby-node.js", "/site/gatsby/tuning/loaders/mdx-body-loader.cjs", LOCK]);
  });

  it("leaves a list with nothing under node_modules as it is", () => {
    expect(lockedBuildDependencies(["/site/.cache/compiled/gatsby-node.js"], LOCK)).toEqual([
      "/site/.cache/compiled/gatsby-node.js",
    ]);
  });
});

describe("onCreateWebpackConfig", () => {
  it("adds the plugin where Gatsby gives webpack a persistent cache, and only there", () => {
    const locked = (plugins: object[]) => plugins.filter((p) => p instanceof LockedBuildDependenciesPlugin);
    expect(locked(runWebpackHook(gatsbyConfigWith([], { type: "filesystem" }), "build-html"))).toHaveLength(1);
    expect(locked(runWebpackHook(gatsbyConfigWith([]), "build-html"))).toHaveLength(0);
  });
});

/** A site folder with an entry, a loader installed under node_modules, and a lock file. */
function site(root: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("src/entry.js", "export const greeting = 'hello';\n");
  write("node_modules/shout/package.json", JSON.stringify({ name: "shout", version: "1.0.0", main: "index.js" }));
  write("node_modules/shout/index.js", "const up = require('./upper');\nmodule.exports = (source) => up(source);\n");
  write("node_modules/shout/upper.js", "module.exports = (text) => text.replace(/hello/, 'HELLO');\n");
  write(
    "package-lock.json",
    JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/shout": { version: "1.0.0" } } }),
  );
  return { lock: path.join(root, "package-lock.json"), write };
}

describe("LockedBuildDependenciesPlugin in webpack", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** One cached build of the site; returns the modules webpack built (not restored from its cache). */
  async function build(lock: string): Promise<string[]> {
    const webpack = gatsbyRequire("webpack") as (options: object) => Compiler;
    const compiler = webpack({
      mode: "production",
      context: root,
      entry: "./src/entry.js",
      output: { path: path.join(root, "dist") },
      resolveLoader: { modules: [path.join(root, "node_modules")] },
      module: { rules: [{ test: /\.js$/, include: path.join(root, "src"), use: "shout" }] },
      cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache") },
      infrastructureLogging: { level: "none" },
      plugins: [new LockedBuildDependenciesPlugin(lock)],
    });
    const built: string[] = [];
    compiler.hooks.compilation.tap("test", (compilation) => {
      compilation.hooks.buildModule.tap("test", (module) => built.push(module.identifier()));
    });
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    // Closing stores the cache, build dependencies included.
    await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
    return built.filter((id) => id.includes("entry.js"));
  }

  it("keeps the cache while the lock file is the same, and drops it when the lock file changes", async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "build-deps-"));
    const { lock, write } = site(root);
    expect(await build(lock)).toHaveLength(1);
    expect(await build(lock)).toHaveLength(0);
    // An installed package changed version: webpack must not trust what it cached before.
    write(
      "package-lock.json",
      JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/shout": { version: "1.0.1" } } }),
    );
    expect(await build(lock)).toHaveLength(1);
  });

  it("records the lock file instead of the installed loader's modules", async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "build-deps-"));
    const { lock } = site(root);
    const FileSystemInfo = gatsbyRequire("webpack/lib/FileSystemInfo");
    const original = FileSystemInfo.prototype.resolveBuildDependencies;
    const resolved: string[][] = [];
    FileSystemInfo.prototype.resolveBuildDependencies = function (this: unknown, ...args: unknown[]) {
      resolved.push([...(args[1] as Iterable<string>)]);
      return original.apply(this, args);
    };
    try {
      await build(lock);
    } finally {
      FileSystemInfo.prototype.resolveBuildDependencies = original;
    }
    expect(resolved.flat()).toEqual([lock]);
  });
});
