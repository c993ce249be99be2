import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { spawn } from "node:child_process";
const port = 9071;
const server = spawn("node", ["scripts/serve-static.mjs", "public", String(port)], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...JSON.parse(readFileSync("scripts/chromium-flags.json", "utf8")).filter((f) => f !== "--headless"), "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"] });
const queries = process.argv.slice(2).length ? process.argv.slice(2) : ["list datasets", "fine-tune", "api keys", "evaluate guardrail", "webhooks"];
for (const q of queries) {
  const context = await browser.newContext(); const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.keyboard.press("Control+k");
  const input = page.locator(".DocSearch-Input"); await input.waitFor();
  await page.waitForTimeout(300);
  await input.fill(q);
  await page.waitForFunction(() => performance.getEntriesByName("autoeval-search-query").length >= 1);
  const out = await page.evaluate(() => {
    const m = performance.getEntriesByName("autoeval-search-query")[0];
    const res = performance.getEntriesByType("resource").filter((r) => r.startTime >= m.startTime - 1 && r.name.includes("search-index"));
    return { ms: m.duration, res: res.map((r) => `${r.name.split("/").slice(-2).join("/")} start+${(r.startTime - m.startTime).toFixed(1)} req+${(r.requestStart - r.startTime).toFixed(1)} dur ${r.duration.toFixed(1)} end+${(r.responseEnd - m.startTime).toFixed(1)}`) };
  });
  console.log(q, out.ms.toFixed(1)); for (const r of out.res) console.log("   ", r);
  await context.close();
}
await browser.close(); server.kill();
