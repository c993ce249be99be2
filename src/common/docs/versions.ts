/**
 * Docs versions: the current one at the root and archived ones under /{name}/ (read from
 * content/versions.json by versions-file.ts). Pure helpers, shared with the browser.
 */
import { CURRENT_VERSION } from "./routes";

export interface DocsVersionInfo {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  /** The newest released version (versions.json's lastVersion; the current docs unless a release was cut). */
  readonly isLast: boolean;
  /** Versions other than the newest release show a banner pointing to it: newer ones as unreleased, older as unmaintained. */
  readonly banner: "unreleased" | "unmaintained" | null;
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
