// The one MDX edit behind both of the bench's warm rebuilds (scripts/bench.mjs and
// scripts/bench-build.mjs), and the check that the rebuild did the work: a warm build that left
// the edited page's HTML as it was would be fast for the wrong reason.
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The edited file, and the page built from it. */
export const EDITED = "content/docs/workbooks.mdx";
const EDITED_PAGE = "public/workbooks/index.html";
const SENTENCE = "This sentence was added by the benchmark and is removed again.";

/** Appends the sentence to the edited file of the project at `root`; returns a function that restores it. */
export function editOneMdxFile(root = ".") {
  const file = path.join(root, EDITED);
  const original = readFileSync(file, "utf8");
  appendFileSync(file, `\n${SENTENCE}\n`);
  return () => writeFileSync(file, original);
}

/** Throws unless the edited page's built HTML has the sentence. */
export function checkEditBuilt(root = ".") {
  const html = readFileSync(path.join(root, EDITED_PAGE), "utf8");
  if (!html.includes(SENTENCE)) {
    throw new Error(
      `The warm build after editing ${EDITED} left ${EDITED_PAGE} without the added sentence: ` +
        "the build reused a stale page, so its time is not a rebuild's. Find what stopped the page " +
        "being rendered again (webpack's cache of the HTML renderer, Gatsby's dirty-page check).",
    );
  }
}
