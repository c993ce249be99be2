/**
 * The date of a file's last commit, for a doc's "Last updated". A checkout without history
 * (a tarball, a shallow CI clone that lacks the commit, no git at all) gives null: the page
 * then shows no date rather than a wrong one.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

export function lastCommitDate(absolutePath: string): string | null {
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cI", "--", path.basename(absolutePath)], {
      cwd: path.dirname(absolutePath),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return out === "" ? null : out;
  } catch {
    return null;
  }
}
