/**
 * Docs versions: the current one at the root and archived ones under /{name}/, read from
 * content/versions.json. The preferred version a reader picked is checked against these.
 */
import { z } from "zod";
import { CURRENT_VERSION, versionBasePath } from "./routes";

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

export interface DocsVersionInfo {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  /** Archived versions show a banner pointing to the latest version. */
  readonly banner: "unmaintained" | null;
}

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

/** The version a path belongs to: the archived one whose base it starts with, else the current one. */
export function versionOfPath<V extends { name: string; path: string }>(
  versions: readonly V[],
  pathname: string,
): V | undefined {
  const archived = versions.filter((v) => v.name !== CURRENT_VERSION && pathname.startsWith(v.path));
  return archived[0] ?? versions.find((v) => v.name === CURRENT_VERSION);
}

/** The same doc in another version, if it exists there; else that version's main doc. */
export function equivalentPath(
  docs: readonly { docId: string; version: string; path: string }[],
  fromPath: string,
  toVersion: { name: string; path: string },
): string {
  const current = docs.find((d) => d.path === fromPath);
  const match = current && docs.find((d) => d.version === toVersion.name && d.docId === current.docId);
  return match?.path ?? toVersion.path;
}

/** A saved preferred version is kept only while it is still a known version. */
export function knownVersion(saved: string | null, versions: readonly { name: string }[]): string | null {
  return saved && versions.some((v) => v.name === saved) ? saved : null;
}
