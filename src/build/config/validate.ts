/**
 * Validates the site configuration once, at build time, and turns zod's issues into
 * messages that name the bad key and, where there is a fixed set, the valid choices.
 */
import type { z } from "zod";
import { navbarItemTypes, siteConfigSchema, type SiteConfig } from "../../config/schema";

export class ConfigError extends Error {
  constructor(
    readonly problems: readonly string[],
    /** The file the configuration comes from. */
    readonly file = "src/config/site.ts",
  ) {
    super(
      `Invalid site configuration (${file}):\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
        `Fix ${problems.length === 1 ? "this value" : "these values"} in ${file} (or in the environment variable named) and build again.`,
    );
    this.name = "ConfigError";
  }
}

/** Keys whose value came from an environment variable, with the variable's name (site.ts, ENVIRONMENT_KEYS). */
export type ValueSources = Readonly<Record<string, string>>;

function keyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => {
    if (typeof part === "number") return `${acc}[${part}]`;
    return acc ? `${acc}.${String(part)}` : String(part);
  }, "");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, part) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined),
    input,
  );
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown, sources: ValueSources): string {
  const path = keyPath(issue.path);
  const variable = sources[path];
  const key = variable ? `${path} (from the environment variable ${variable})` : path || "(root)";
  // zod reports an unknown discriminator at the item or (zod 4.6+) at its "type" key.
  const isNavbarItem =
    issue.path[0] === "navbar" &&
    issue.path[1] === "items" &&
    (issue.path.length === 3 || (issue.path.length === 4 && issue.path[3] === "type"));
  if (isNavbarItem && issue.code === "invalid_union") {
    const itemPath = issue.path.slice(0, 3);
    const type = (valueAt(input, itemPath) as { type?: unknown } | undefined)?.type;
    return `${keyPath(itemPath)}: No NavbarItem component found for type ${JSON.stringify(type)}. Valid types are: ${navbarItemTypes.join(", ")}.`;
  }
  if (issue.code === "invalid_value") {
    return `${key}: ${JSON.stringify(valueAt(input, issue.path))} is not allowed. Valid choices are: ${issue.values.map((v) => JSON.stringify(v)).join(", ")}.`;
  }
  if (issue.code === "unrecognized_keys") {
    return `${key || "(root)"}: unknown key(s) ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}; remove them or check the spelling.`;
  }
  return `${key}: ${issue.message}`;
}

export function validateSiteConfig(input: unknown, file?: string, sources: ValueSources = {}): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success)
    throw new ConfigError(
      result.error.issues.map((issue) => describeIssue(issue, input, sources)),
      file,
    );
  return result.data;
}
