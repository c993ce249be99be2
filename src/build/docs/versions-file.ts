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
});

export type VersionsFile = z.infer<typeof versionsFileSchema>;

export function parseVersionsFile(raw: unknown, file: string): DocsVersionInfo[] {
  const result = versionsFileSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid versions file ${file}:\n${problems.join("\n")}`);
  }
  const { current, archived } = result.data;
  const names = new Set<string>([CURRENT_VERSION]);
  for (const version of archived) {
    if (names.has(version.name))
      throw new Error(`Invalid versions file ${file}: version "${version.name}" is listed twice`);
    names.add(version.name);
  }
  return [
    { name: CURRENT_VERSION, label: current.label, path: versionBasePath(CURRENT_VERSION), isLast: true, banner: null },
    ...archived.map((v) => ({
      name: v.name,
      label: v.label,
      path: versionBasePath(v.name),
      isLast: false,
      banner: "unmaintained" as const,
    })),
  ];
}
