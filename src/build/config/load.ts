/**
 * The site to build, loaded and validated once per process. By default it is this site:
 * src/config/site.ts, the project root and openapi/autoeval-api-v2.yaml. `SITE_CONFIG=<file>`
 * builds another site from the same code: the file (JSON) holds that site's whole configuration
 * and where its sources are (the browser tests' fixture: e2e/fixture-site/site-config.json).
 * Build-time only (it reads the file system).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readSiteConfigFile, SITE_CONFIG_FILE } from "./read-site-file";
import type { SiteConfig } from "../../config/schema";
import { ENVIRONMENT_KEYS, siteConfigInput } from "../../config/site";
import { ConfigError, validateSiteConfig } from "./validate";

export interface SiteSetup {
  /** The validated site configuration. */
  readonly config: SiteConfig;
  /** The site's root folder: content/, openapi/ and static/ live there. */
  readonly root: string;
  /** The OpenAPI description the API reference is built from. */
  readonly apiDescription: string;
  /** More folders of current docs, beside content/docs. */
  readonly extraDocs: readonly string[];
}

const DEFAULT_API_DESCRIPTION = "openapi/autoeval-api-v2.yaml";

/** A site configuration file. Paths are relative to the file's folder. */
const siteFileSchema = z.strictObject({
  $comment: z.string().optional().describe("a note for the reader: JSON has no comments"),
  extends: z
    .string()
    .optional()
    .describe("another site configuration file; this file's keys replace its keys (inside `site`, key by key)"),
  root: z.string().optional().describe("the site's root folder; default: the file's folder"),
  apiDescription: z.string().optional().describe(`relative to the root; default: ${DEFAULT_API_DESCRIPTION}`),
  extraDocs: z.array(z.string()).optional().describe("more folders of current docs"),
  site: z.unknown().optional().describe("the site configuration, as src/config/schema.ts describes it"),
});

interface SiteFile {
  readonly root?: string;
  readonly apiDescription?: string;
  readonly extraDocs?: readonly string[];
  readonly site?: unknown;
}

/** A file's keys with its paths made absolute, merged over the file it extends. */
function readSiteFile(file: string, seen: readonly string[] = []): SiteFile {
  if (seen.includes(file)) throw new ConfigError([`"extends" loops: ${[...seen, file].join(" → ")}`], file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ConfigError([`cannot be read as JSON: ${(error as Error).message}`], file);
  }
  const parsed = siteFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
      file,
    );
  }
  const dir = path.dirname(file);
  const { extends: parent, root, apiDescription, extraDocs, site } = parsed.data;
  const own: SiteFile = {
    ...(root !== undefined ? { root: path.resolve(dir, root) } : {}),
    ...(apiDescription !== undefined ? { apiDescription } : {}),
    ...(extraDocs ? { extraDocs: extraDocs.map((d) => path.resolve(dir, d)) } : {}),
    ...(site !== undefined ? { site } : {}),
  };
  const base = parent ? readSiteFile(path.resolve(dir, parent), [...seen, file]) : { root: dir };
  return { ...base, ...own, ...(site !== undefined ? { site: merged(base.site, site) } : {}) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `over` on top of `base`: objects merge key by key, anything else (arrays too) replaces. */
function merged(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = merged(base[key], value);
  return result;
}

/** The site a configuration file describes; its errors name the file. */
export function siteFromFile(file: string): SiteSetup {
  const absolute = path.resolve(file);
  const { root = path.dirname(absolute), apiDescription, extraDocs = [], site } = readSiteFile(absolute);
  if (site === undefined) throw new ConfigError(['"site" is missing: it holds the site configuration.'], absolute);
  return {
    config: validateSiteConfig(site, path.relative(process.cwd(), absolute)),
    root,
    apiDescription: path.resolve(root, apiDescription ?? DEFAULT_API_DESCRIPTION),
    extraDocs,
  };
}

/** The keys that the environment sets for this build, with their variables: a bad value's message names both. */
function environmentSources(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(ENVIRONMENT_KEYS).filter(([, variable]) => env[variable]));
}

function defaultSite(env: NodeJS.ProcessEnv): SiteSetup {
  const root = process.cwd();
  return {
    config: validateSiteConfig(siteConfigInput(env), undefined, environmentSources(env)),
    root,
    apiDescription: path.join(root, DEFAULT_API_DESCRIPTION),
    extraDocs: [],
  };
}

const loaded = new Map<string, SiteSetup>();

/** The site this process builds, validated on first use: a bad key stops the build with the key and the valid choices. */
export function loadSite(env: NodeJS.ProcessEnv = process.env): SiteSetup {
  const file = env.SITE_CONFIG ?? "";
  let site = loaded.get(file);
  if (!site) {
    site = file ? siteFromFile(file) : defaultSite(env);
    loaded.set(file, site);
  }
  return site;
}

/** The file this process's site configuration comes from: the SITE_CONFIG file, or src/config/site.ts. */
export function siteConfigFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SITE_CONFIG || SITE_CONFIG_FILE);
}

/** The configuration a file (site.ts, or a JSON site file) holds now, validated; errors name the file. */
export function readSiteConfigAt(file: string, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  if (file.endsWith(".json")) return siteFromFile(file).config;
  return readSiteConfigFile(readFileSync(file, "utf8"), path.relative(process.cwd(), file) || SITE_CONFIG_FILE, env);
}

/**
 * The configuration as its file says now, not as this process loaded it: for `gatsby develop`,
 * which keeps running while an author edits the file (src/build/config/site-config-node.ts, gatsby/webpack.ts).
 */
export function rereadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return readSiteConfigAt(siteConfigFile(env), env);
}
