// Generates a synthetic docs site shaped like ours, for the scale comparison.
//   node scripts/search-comparison/synth-site.mjs <outDir> [pages=5000] [seed=42]
// Pages: /docs/<section>/<slug>/index.html with breadcrumbs, <article><h1> and a .markdown body of
// 400-800 words in 3-6 h2 sections (0-2 h3 each, with ids), as records.ts and Pagefind expect.
// Words: English function words, ~300 docs words and 25,000 made-up words, drawn from a Zipf
// distribution (s = 1), so some words are on most pages and most words on few. Also writes
// <outDir>/queries.json: ten queries from common to rare, two of two words, one prefix.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const [outArg = "synth", pagesArg = "5000", seedArg = "42"] = process.argv.slice(2);
const outDir = path.resolve(outArg);
const PAGES = Number(pagesArg);
let state = Number(seedArg) >>> 0;
const rand = () => {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

const STOP = "the of and to a in is for that with on as by it be this are or from can your you an at each when".split(
  " ",
);
const DOCS = `evaluation evaluator dataset metric model score latency token context prompt response request api key
  project experiment run job label labeling annotation guardrail policy threshold benchmark inference deployment
  cluster gateway endpoint schema field property payload upload download bucket storage presigned credential
  permission role member team workspace organization billing quota limit retry backoff timeout pagination cursor
  filter sort query index search embedding vector retrieval chunk document passage citation hallucination toxicity
  faithfulness relevance coherence fluency safety bias fairness accuracy precision recall calibration drift
  monitoring alert dashboard trace span log audit webhook callback integration connector pipeline workflow
  notebook sdk client library python typescript install configure authenticate rotate revoke create update delete
  list archive clone export import version release changelog migration upgrade compatibility region latency
  throughput concurrency batch stream queue worker scheduler cache replica shard partition snapshot backup restore
  encryption secret vault tenant isolation network firewall proxy certificate domain subdomain redirect header
  status error warning exception validation constraint default optional required nullable enum array object string
  integer boolean number timestamp duration percentile median variance sample synthetic augmentation split train
  test holdout finetune adapter checkpoint weights quantization distillation teacher student judge rubric criteria
  pairwise ranking preference feedback reviewer consensus agreement disagreement confidence uncertainty rationale
  explanation summary transcript conversation turn agent tool function call plan step memory session user
  assistant system instruction template variable placeholder format markdown json yaml csv parquet column row
  table view chart report comparison baseline candidate regression improvement experiment leaderboard cost price
  budget usage invoice plan tier enterprise onboarding tutorial guide quickstart reference concept overview faq
  glossary troubleshooting support contact feedback roadmap preview beta deprecated legacy stable`
  .split(/\s+/)
  .filter(Boolean);
const SYL =
  "ka lo mi re tu sa ne vi po da fe gu hi jo ku la me no pi ru si ta ve wo xa yo ze bra cle dri fro gla".split(" ");
const made = new Set();
while (made.size < 25000) made.add(Array.from({ length: int(2, 4) }, () => pick(SYL)).join(""));
// Rank order: function words first, docs words spread over the first ~3,000 ranks, made-up words after.
const vocab = [...STOP];
const madeWords = [...made];
const docsWords = [...new Set(DOCS)];
while (docsWords.length || madeWords.length) {
  if (docsWords.length && (rand() < 0.1 || !madeWords.length)) vocab.push(docsWords.shift());
  else vocab.push(madeWords.shift());
}
const cdf = [];
let acc = 0;
for (let r = 1; r <= vocab.length; r++) cdf.push((acc += 1 / r));
const word = () => {
  const x = rand() * acc;
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return vocab[lo];
};
const content = () => vocab[int(STOP.length, 3000)]; // a heading/title word: not a function word
const cap = (w) => w[0].toUpperCase() + w.slice(1);
const phrase = (lo, hi) => cap(Array.from({ length: int(lo, hi) }, content).join(" "));
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const sentence = () => `${cap(Array.from({ length: int(8, 18) }, word).join(" "))}.`;
const paragraph = (words) => {
  const out = [];
  let n = 0;
  while (n < words) {
    const s = sentence();
    out.push(s);
    n += s.split(" ").length;
  }
  return `<p>${out.join(" ")}</p>`;
};

rmSync(outDir, { recursive: true, force: true });
const sections = Array.from({ length: 20 }, () => phrase(1, 2));
let totalWords = 0;
for (let i = 0; i < PAGES; i++) {
  const section = sections[i % sections.length];
  const title = phrase(2, 4);
  const route = `/docs/${slug(section)}/${slug(title)}-${i}/`;
  const words = int(400, 800);
  const h2s = int(3, 6);
  const ids = new Set();
  const heading = (tag, text) => {
    let id = slug(text);
    while (ids.has(id)) id += "-1";
    ids.add(id);
    return `<${tag} id="${id}">${text}<a class="hash-link" href="#${id}">#</a></${tag}>`;
  };
  const body = [paragraph(Math.round(words * 0.15))];
  const perSection = Math.round((words * 0.85) / h2s);
  for (let s = 0; s < h2s; s++) {
    body.push(heading("h2", phrase(1, 4)));
    const h3s = int(0, 2);
    if (h3s === 0) body.push(paragraph(perSection));
    else {
      body.push(paragraph(Math.round(perSection / (h3s + 1))));
      for (let k = 0; k < h3s; k++) {
        body.push(heading("h3", phrase(1, 4)), paragraph(Math.round(perSection / (h3s + 1))));
      }
    }
  }
  totalWords += body
    .join(" ")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((w) => /[a-z]/i.test(w)).length;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} | Synthetic docs</title></head>
<body><header><nav aria-label="Main"><a href="/">Home</a> <a href="/docs/">Docs</a></nav></header>
<main><nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li>${section}</li><li>${title}</li></ol></nav>
<article><h1>${title}</h1><div class="markdown">
${body.join("\n")}
</div></article></main></body></html>`;
  mkdirSync(path.join(outDir, route), { recursive: true });
  writeFileSync(path.join(outDir, route, "index.html"), html);
}

// Queries: one word each at Zipf ranks ~15, 60, 250, 1,000, 4,000 and 15,000 (past the function
// words), two two-word queries, a page-title query and a prefix.
const at = (rank) => vocab[STOP.length + rank];
const queries = [
  at(15),
  at(60),
  at(250),
  at(1000),
  at(4000),
  at(15000),
  `${at(40)} ${at(300)}`,
  `${at(120)} ${at(2000)}`,
  "deployment latency",
  at(500).slice(0, 5),
];
writeFileSync(path.join(outDir, "queries.json"), JSON.stringify(queries, null, 2));
console.log(`${PAGES} pages in ${outDir}, ${Math.round(totalWords / PAGES)} words a page on average`);
console.log(`queries: ${queries.join(" | ")}`);
