// Validates every built page with html-validate (html-validate:standard, see .htmlvalidate.json)
// and checks that each page has exactly one h1, no duplicate id, no "[object Object]", and head tags of its own: its
// canonical URL names the page itself (pages are rendered two at a time, and a head collected
// for one page must never land on another). Prints one summary line.
import { readFileSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";
import { siteFiles } from "../src/build/site-files.mjs";

const root = process.argv[2] ?? "public";
// Every HTML file outside Gatsby's data and asset folders, but the development-only 404 page.
const files = siteFiles(root, { skipDir: (name) => ["page-data", "static", "_gatsby"].includes(name) })
  .filter((f) => f.endsWith(".html") && !f.includes("dev-404-page"))
  .map((f) => path.join(root, f));

/** The page's URL path from its file: `a/b/index.html` is `/a/b/`; other files (404.html) are skipped. */
function pagePath(file) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return relative.endsWith("index.html") ? `/${relative.slice(0, -"index.html".length)}` : null;
}

function checkCanonical(file, html) {
  const expected = pagePath(file);
  if (expected === null) return null;
  const hrefs = [...html.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);
  if (hrefs.length !== 1) return `${hrefs.length} canonical links (expected exactly one)`;
  const actual = new URL(hrefs[0]).pathname;
  return actual === expected
    ? null
    : `canonical URL ${hrefs[0]} belongs to another page (expected the path ${expected})`;
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory("stylish");
let failed = 0;
const results = [];
for (const file of files) {
  const html = readFileSync(file, "utf8");
  const report = await validator.validateString(html, file);
  const h1 = (html.match(/<h1[\s>]/g) ?? []).length;
  const problems = [...report.results];
  if (!report.valid) results.push(...problems);
  if (h1 !== 1) {
    console.error(`${file}: ${h1} h1 elements (expected exactly one)`);
  }
  // An object rendered as text: a component fed the wrong shape of data.
  if (html.includes("[object Object]")) {
    console.error(`${file}: contains "[object Object]"`);
    failed++;
    continue;
  }
  const canonicalProblem = checkCanonical(file, html);
  if (canonicalProblem) console.error(`${file}: ${canonicalProblem}`);
  if (!report.valid || h1 !== 1 || canonicalProblem) failed++;
}
if (results.length > 0) console.error(format(results));
console.log(`html-validate: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
