// The sharded search index of a built site, read from disk (src/build/cache/cached-steps.ts writes it):
// for the relevance test and the bench.
import { readFileSync } from "node:fs";
import path from "node:path";
import { answersOf, buildIndex, distinctPages, loadIndex, rankedSearch } from "../../src/common/search/ranking.mjs";
import { INDEX_VERSION } from "../../src/common/search/shard-format.mjs";
import { expandRecord, createShardReader } from "../../src/common/search/shard-query.mjs";

export const MANIFEST = "search-index.json";

/**
 * @param {string} root the built site's folder
 * @returns {{ manifest: any, folder: string, files: string[], reader: () => import("../../src/common/search/shard-query.mjs").ShardReader & { fetched: string[] } }}
 */
export function readShardedIndex(root) {
  const manifestPath = path.join(root, MANIFEST);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${manifestPath} (${error.message}); run \`npx gatsby build\` first.`);
  }
  if (manifest.version !== INDEX_VERSION) {
    throw new Error(
      `${manifestPath} is an index of version ${manifest.version}, not ${INDEX_VERSION}; rebuild the site.`,
    );
  }
  const folder = path.join(root, MANIFEST.replace(/\.json$/, ""), manifest.hash);
  const reader = () => {
    const fetched = [];
    const shards = createShardReader(manifest, async (file) => {
      fetched.push(file);
      return JSON.parse(readFileSync(path.join(folder, file), "utf8"));
    });
    return Object.assign(shards, { fetched });
  };
  return { manifest, folder, reader };
}

/** Every record of the index, in order, read back from its page files. */
export function recordsOf(folder, files) {
  return files
    .filter((f) => /^r\/\d+-\d+\.json$/.test(f))
    .map((f) =>
      f
        .match(/^r\/(\d+)-(\d+)\.json$/)
        .slice(1)
        .map(Number)
        .concat([f]),
    )
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .flatMap(([, , f]) => {
      const [pagePath, lvl0, lvl1, rows] = JSON.parse(readFileSync(path.join(folder, f), "utf8"));
      return rows.map((row) => expandRecord(pagePath, lvl0, lvl1, row));
    });
}

/** A query's distinct pages, in rank order, from the shards. */
export async function shardPages(reader, query, pageOf) {
  return [...new Set((await reader.search(query)).map((hit) => pageOf(hit.page)))];
}

/**
 * Runs each relevance case over the shards; a case passes when a page that answers it is among
 * the first `top` distinct pages. `same` says whether those pages are the whole index's first
 * pages too.
 */
export async function shardRelevance(root, files, cases, top = 3) {
  const { folder, reader, manifest } = readShardedIndex(root);
  const records = recordsOf(folder, files);
  const pages = [...new Set(records.map((r) => r.url.split("#")[0]))];
  const whole = loadIndex(JSON.parse(JSON.stringify({ index: buildIndex(records), records })));
  const urls = new Map(records.map((r) => [r.id, r.url]));
  const outcomes = [];
  for (const relevanceCase of cases) {
    const { query } = relevanceCase;
    const answers = answersOf(relevanceCase);
    const shards = reader();
    const found = await shardPages(shards, query, (p) => pages[p]);
    const corrections = await shards.corrections(query);
    const expected = distinctPages(rankedSearch(whole, query, manifest.synonyms, corrections), (id) =>
      urls.get(id),
    ).slice(0, top);
    const rank = found.findIndex((page) => answers.includes(page)) + 1;
    const first = found.slice(0, top);
    outcomes.push({
      query,
      pages: answers,
      rank,
      passed: rank > 0 && rank <= top,
      top: first,
      whole: expected,
      same: first.join() === expected.join(),
    });
  }
  return { outcomes, passed: outcomes.filter((o) => o.passed).length, total: outcomes.length };
}
