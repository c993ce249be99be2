/** An engine over shards built in memory, recording which index files each query fetched. */
import { loadEngine, type SearchEngine } from "../../../browser/search/engine";
import { buildShards } from "../shard-index.mjs";
import type { SearchRecord } from "../../../common/search/types";

export function engineOf(
  records: readonly SearchRecord[],
  options?: { cap?: number; head?: number },
): SearchEngine & { fetched: string[]; files: Map<string, string> } {
  const { manifest, files } = buildShards(records, options);
  const fetched: string[] = [];
  const engine = loadEngine(JSON.parse(JSON.stringify(manifest)), async (path) => {
    fetched.push(path);
    const text = files.get(path);
    if (text === undefined) throw new Error(`No index file ${path}`);
    return JSON.parse(text);
  });
  return Object.assign(engine, { fetched, files });
}
