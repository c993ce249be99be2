/**
 * Reads the site config from the text of src/config/site.ts, as it is on disk now, for
 * `gatsby develop`: gatsby-node is compiled once at startup, so an import of site.ts would
 * keep the values it started with. The file is transpiled with TypeScript and run; it may
 * import types only (its values come from the environment it is given). Build-time only.
 */
import ts from "typescript";
import type { SiteConfig } from "./schema";
import { validateSiteConfig } from "./validate";

export const SITE_CONFIG_FILE = "src/config/site.ts";

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
