// Validates every built page with html-validate (html-validate:standard, see .htmlvalidate.json)
// and checks that each page has exactly one h1 and no duplicate id. Prints one summary line.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";

const root = process.argv[2] ?? "public";
const files = (function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ["page-data", "static", "_gatsby"].includes(name) ? [] : walk(full);
    return name.endsWith(".html") ? [full] : [];
  });
})(root).filter((f) => !f.includes("dev-404-page"));

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
  if (!report.valid || h1 !== 1) failed++;
}
if (results.length > 0) console.error(format(results));
console.log(`html-validate: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
