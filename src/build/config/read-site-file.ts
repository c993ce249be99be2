/**
 * Reads the site config from the text of src/config/site.ts, as it is on disk now, for
 * `gatsby develop`: gatsby-node is compiled once at startup, so an import of site.ts would
 * keep the values it started with. The file is transpiled with TypeScript and run; it may
 * import types only (its values come from the environment it is given). Build-time only.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type * as TypeScript from "typescript";
import type { SiteConfig } from "../../config/schema";
import { validateSiteConfig } from "./validate";

export const SITE_CONFIG_FILE = "src/config/site.ts";

/**
 * TypeScript, loaded on first use: only `gatsby develop` re-reads site.ts, and loading the
 * compiler costs every build about 0.2 s and 60 MB it would never use. Resolved from the
 * project's root, as gatsby-node (compiled into .cache/) resolves its packages.
 */
let compiler: typeof TypeScript | undefined;
function typescript(): typeof TypeScript {
  compiler ??= createRequire(path.join(process.cwd(), "package.json"))("typescript") as typeof TypeScript;
  return compiler;
}

export class SiteFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "SiteFileError";
  }
}

/** The validated config that `text` (the source of site.ts) makes for `env`. */
export function readSiteConfigFile(
  text: string,
  file: string = SITE_CONFIG_FILE,
  env: NodeJS.ProcessEnv = process.env,
): SiteConfig {
  const ts = typescript();
  const { outputText } = ts.transpileModule(text, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as { siteConfigInput?: unknown } };
  const requireNothing = (id: string) => {
    throw new SiteFileError(
      file,
      `imports "${id}" at run time; the site config may import types only. Move the value into the file.`,
    );
  };
  try {
    // The file is the project's own source, run as gatsby-node runs it; no other code is evaluated.
    new Function("exports", "require", "module", outputText)(module.exports, requireNothing, module);
  } catch (error) {
    if (error instanceof SiteFileError) throw error;
    throw new SiteFileError(file, `could not be run: ${(error as Error).message}`);
  }
  const { siteConfigInput } = module.exports;
  if (typeof siteConfigInput !== "function") {
    throw new SiteFileError(file, "must export a function siteConfigInput(env) that returns the configuration.");
  }
  return validateSiteConfig((siteConfigInput as (env: NodeJS.ProcessEnv) => unknown)(env));
}
