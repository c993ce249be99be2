/**
 * The normalized model, kept across builds in the site's digest cache (gatsby/build-cache.ts),
 * keyed by the description's bytes and the options: a warm build whose description did not
 * change skips reading, validating and normalizing it (about 1.6 s today, ten times that for a
 * ten times larger API). Only inside a Gatsby command, whose compiled code versions the cache;
 * elsewhere (unit tests) the model is always computed.
 */
import { readFileSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import { buildCache, inGatsbyCommand } from "../../gatsby/build-cache";
import { digestOf } from "../../gatsby/digest-cache";
import type { ApiModel } from "./src/types";

export async function diskCachedModel(
  options: { readonly specPath: string },
  compute: () => Promise<ApiModel>,
  { env = process.env, root = process.cwd() }: { env?: NodeJS.ProcessEnv; root?: string } = {},
): Promise<ApiModel> {
  if (!inGatsbyCommand(env)) return compute();
  const key = digestOf(JSON.stringify(options), readFileSync(options.specPath));
  const cache = buildCache(root);
  const bytes = await cache.bytes("openapi-model", key, async () => serialize(await compute()));
  // One model is kept: the description's earlier versions are not built again.
  cache.prune();
  return deserialize(bytes) as ApiModel;
}
