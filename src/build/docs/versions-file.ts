/**
 * content/versions.json, validated with zod at build time. Kept apart from versions.ts so
 * the browser bundle, which only needs the pure helpers, never carries zod.
 */
import { z } from "zod";
import { CURRENT_VERSION, versionBasePath } from "../../common/docs/routes";
import type { DocsVersionInfo } from "../../common/docs/versions";

export const versionsFileSchema = z.strictObject({
  current: z.strictObject({ label: z.string().min(1) }),
  archived: z.array(
    z.strictObject({
      name: z.string().regex(/^[0-9][0-9a-z.-]*$/, 'a version name such as "1.x"'),
      label: z.string().min(1),
    }),
  ),
  // Docusaurus's `lastVersion`: the newest released version. `npm run docs:version` sets it.
  lastVersion: z.string().min(1).optional(),
});

export type VersionsFile = z.infer<typeof versionsFileSchema>;

/**
 * The banner a version shows, by Docusaurus's rule: none on the newest release (lastVersion),
 * "unreleased" on versions newer than it (the current docs, once a release is cut), and
 * "unmaintained" on older ones. `order` is newest first: the current docs, then the archived.
 */
export function versionBanner(name: string, order: readonly string[], lastVersion: string): DocsVersionInfo["banner"] {
  if (name === lastVersion) return null;
  return order.indexOf(name) < order.indexOf(lastVersion) ? "unreleased" : "unmaintained";
}

export function parseVersionsFile(raw: unknown, file: string): DocsVersionInfo[] {
  const result = versionsFileSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid versions file ${file}:\n${problems.join("\n")}`);
  }
  const { current, archived, lastVersion = CURRENT_VERSION } = result.data;
  const names = new Set<string>([CURRENT_VERSION]);
  for (const version of archived) {
    if (names.has(version.name))
      throw new Error(`Invalid versions file ${file}: version "${version.name}" is listed twice`);
    names.add(version.name);
  }
  if (!names.has(lastVersion)) {
    throw new Error(
      `Invalid versions file ${file}: lastVersion "${lastVersion}" is not a version. ` +
        `Available version names are: ${[...names].join(", ")}.`,
    );
  }
  const all = [{ name: CURRENT_VERSION, label: current.label }, ...archived];
  const order = all.map((version) => version.name);
  return all.map(({ name, label }) => ({
    name,
    label,
    path: versionBasePath(name),
    isLast: name === lastVersion,
    banner: versionBanner(name, order, lastVersion),
  }));
}
