// `npm run check:links` lists the external links of the built site (public/), by host;
// `npm run check:links -- --external` checks them over the network, politely (at most 4
// requests at once, one a second per host, 10 s each; HEAD, then GET where HEAD fails) and
// exits 1 if any is broken. Internal links need no script: every build checks them and fails
// on a broken one. Not part of `npm test`, which never uses the network.
//
// Options: --dir <built site> (default public), --concurrency <n>, --delay <ms per host>,
// --timeout <ms>.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkExternalLinks, externalLinks, formatReport } from "./lib/external-links.mjs";

const { values } = parseArgs({
  options: {
    external: { type: "boolean", default: false },
    dir: { type: "string", default: "public" },
    concurrency: { type: "string", default: "4" },
    delay: { type: "string", default: "1000" },
    timeout: { type: "string", default: "10000" },
  },
});

const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, "index.html"))) {
  console.error(`${values.dir} holds no built site: run \`npm run build\` first (or pass --dir <folder>).`);
  process.exit(1);
}
// The site's own address, as the build wrote it into robots.txt: links to it are internal.
const robots = existsSync(path.join(dir, "robots.txt")) ? readFileSync(path.join(dir, "robots.txt"), "utf8") : "";
const siteUrl = /^Sitemap:\s*(https?:\/\/[^/\s]+)/m.exec(robots)?.[1] ?? "";

const pages = externalLinks(dir, siteUrl);
const hosts = new Map();
for (const url of pages.keys()) hosts.set(new URL(url).host, (hosts.get(new URL(url).host) ?? 0) + 1);

if (!values.external) {
  console.log(`${pages.size} external links on ${hosts.size} hosts in ${values.dir}:`);
  for (const [host, count] of [...hosts].sort((a, b) => b[1] - a[1])) console.log(`  ${host}: ${count}`);
  console.log("Check them over the network with: npm run check:links -- --external");
  process.exit(0);
}

const options = {
  concurrency: Number(values.concurrency),
  hostDelayMs: Number(values.delay),
  timeoutMs: Number(values.timeout),
};
console.log(
  `Checking ${pages.size} external links on ${hosts.size} hosts (${options.concurrency} at once, ` +
    `${options.hostDelayMs} ms apart per host, ${options.timeoutMs} ms each)...`,
);
const results = await checkExternalLinks([...pages.keys()], options);
console.log(formatReport(results, pages));
process.exit(results.every((result) => result.ok) ? 0 : 1);
