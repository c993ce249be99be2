// Prints the README's Markdown tables from results/: build-<site>.json and browser-<site>*.json
// (several browser runs: timings are the median over runs, with the range in brackets).
//   node scripts/search-comparison/report.mjs <site> [<site>...]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SCRATCH } from "./lib.mjs";

const dir = path.join(SCRATCH, "results");
const read = (name) => JSON.parse(readFileSync(path.join(dir, name), "utf8"));
const KB = (b) => (b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1)} MB` : `${(b / 1024).toFixed(1)} KB`);
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

for (const site of process.argv.slice(2)) {
  const build = read(`build-${site}.json`);
  const runs = readdirSync(dir)
    .filter((f) => f === `browser-${site}.json` || f.startsWith(`browser-${site}-`))
    .map(read);
  const last = runs[runs.length - 1];
  const { minisearch: ms, pagefind: pf } = build;
  const p = pf.parts;
  console.log(`\n### ${site}: ${build.pages} pages read, ${ms.indexedPages} indexed\n`);
  console.log(
    table(
      ["Engine", "Index", "Files", "Size (raw)", "Size (gzip)", "Build time (median)"],
      [
        [
          "MiniSearch",
          `search-index.json (${ms.records} records)`,
          1,
          KB(ms.current.raw),
          KB(ms.current.gz),
          `${(ms.buildMs / 1000).toFixed(2)} s`,
        ],
        [
          "Pagefind",
          "search bundle used by the JS API",
          pf.searchBundle.files,
          KB(pf.searchBundle.raw),
          KB(pf.searchBundle.gz),
          `${(pf.buildMs / 1000).toFixed(2)} s`,
        ],
        ...Object.entries(p).map(([k, v]) => ["", `↳ ${k}`, v.files, KB(v.raw), KB(v.gz), ""]),
      ],
    ),
  );
  const f = last.firstQuery;
  const pfRow = (name, s) => [
    name,
    `${KB(s.searchBytesMedian)} (${KB(s.searchBytesMax)})`,
    `${KB(s.top5BytesMedian)} (${KB(s.top5BytesMax)})`,
    `${KB(s.top10BytesMedian)} (${KB(s.top10BytesMax)})`,
    `${s.totalMsMedian.toFixed(0)} ms`,
  ];
  console.log(
    `\nFirst query, bytes sent (gzip) from an empty cache, median (max) over ${f.minisearch.perQuery.length} queries:\n`,
  );
  console.log(
    table(
      ["Engine", "Results list (search)", "+ 5 result pages' data", "+ 10 result pages' data", "Wall time, localhost"],
      [
        [
          "MiniSearch (engine chunk + index)",
          `${KB(f.minisearch.bytesMedian)} (${KB(f.minisearch.bytesMax)})`,
          "same",
          "same",
          `${f.minisearch.totalMsMedian.toFixed(0)} ms`,
        ],
        pfRow("Pagefind, default (web worker)", f.pagefind),
        pfRow("Pagefind, noWorker", f.pagefindNoWorker),
      ],
    ),
  );
  const rows = [
    ["MiniSearch, Chromium: search(q, 20)", "minisearchBrowser"],
    ["MiniSearch, Node 20: search(q, 20)", "minisearchNode"],
    ["Pagefind, default (worker): search()", "pagefindSearch"],
    ["Pagefind, default (worker): search() + data() of top 10", "pagefindSearchData10"],
    ["Pagefind, noWorker: search()", "pagefindNoWorkerSearch"],
    ["Pagefind, noWorker: search() + data() of top 10", "pagefindNoWorkerSearchData10"],
  ];
  const cell = (key, stat) => {
    const xs = runs.map((r) => r.warm[key][stat]);
    const range = xs.length > 1 ? ` (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})` : "";
    return `${med(xs).toFixed(2)}${range}`;
  };
  console.log(
    `\nQuery time once loaded (ms), ${last.warm.minisearchBrowser.n} queries a run, ${runs.length} run(s): median over runs (min–max):\n`,
  );
  console.log(
    table(
      ["Engine, measure", "p50", "p95"],
      rows.map(([name, key]) => [name, cell(key, "p50"), cell(key, "p95")]),
    ),
  );
  console.log(`\np50 by query (ms), last run (${last.chromium}, Node ${last.node}):\n`);
  const keys = ["minisearchBrowser", "pagefindSearchData10", "pagefindNoWorkerSearchData10"];
  console.log(
    table(
      [
        "Query",
        "MiniSearch hits",
        "Pagefind pages",
        "MiniSearch",
        "Pagefind (worker) + data",
        "Pagefind (noWorker) + data",
      ],
      last.quality.map((r) => [
        `\`${r.q}\``,
        r.minisearch.total,
        r.pagefind.total,
        ...keys.map((k) => last.warm[k].p50ByQuery[r.q].toFixed(2)),
      ]),
    ),
  );
  if (last.quality[0].expected) {
    console.log(
      "\nTop 3 (✅ = an expected page is in the top 3; rank = rank of the first expected page among distinct result pages):\n",
    );
    const hits = (e) => e.hits.map((h, i) => `${i + 1}. ${h.section ?? h.url}`).join("<br>") || "(none)";
    const verdict = (e) => `${e.ok ? "✅" : "❌"} rank ${e.pageRank ?? ">10"}`;
    console.log(
      table(
        ["Query", "Expected", "MiniSearch top 3", "", "Pagefind top 3", ""],
        last.quality.map((r) => [
          `\`${r.q}\``,
          r.expected.map((e) => (e.startsWith("/^") ? `${e} (regex)` : e)).join(", "),
          hits(r.minisearch),
          verdict(r.minisearch),
          hits(r.pagefind),
          verdict(r.pagefind),
        ]),
      ),
    );
    const score = (k) => last.quality.filter((r) => r[k].ok).length;
    console.log(`\nTop-3 hits: MiniSearch ${score("minisearch")}/10, Pagefind ${score("pagefind")}/10.`);
  }
}
