// Every file of a built site (public/ or a fixture site's), for the scripts and the build's
// onPostBuild alike. Paths come back relative to the root with "/" separators, in directory
// order; each caller filters them for what it needs.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * @param {string} root the built site's folder
 * @param {{ skipDir?: (name: string) => boolean }} [options] skipDir: folders (by name, at any depth) not to enter
 * @returns {string[]}
 */
export function siteFiles(root, { skipDir = () => false } = {}) {
  /** @param {string} relative @returns {string[]} */
  const walk = (relative) =>
    readdirSync(path.join(root, relative)).flatMap((name) => {
      const child = relative ? `${relative}/${name}` : name;
      if (!statSync(path.join(root, child)).isDirectory()) return [child];
      return skipDir(name) ? [] : walk(child);
    });
  return walk("");
}
