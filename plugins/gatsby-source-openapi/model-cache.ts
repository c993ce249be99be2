/**
 * A store the site may give the plugin to keep the normalized model across builds: a warm build
 * whose description did not change skips reading, validating and normalizing it (about 1.6 s
 * today, ten times that for a ten times larger API). The site registers its digest cache
 * (gatsby/on-plugin-init.ts, src/build/cache/build-cache.ts), so the plugin imports nothing of the site;
 * without a store (unit tests, another site) the model is always computed. Kept on globalThis,
 * since gatsby-node and the MDX pipeline are bundled apart.
 */
import { deserialize, serialize } from "node:v8";
import type { ApiModel } from "./src/types";

/** What the plugin needs of a persistent cache: bytes by step and key, computed on a miss. */
export interface ModelStore {
  bytes(step: string, key: string, compute: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** Drops the entries this build did not use (the description's earlier versions). */
  prune(): void;
}

const STORE = Symbol.for("gatsby-source-openapi.model-store");
const holder = globalThis as { [STORE]?: ModelStore | null };

/** Sets (or, with null, clears) the store the model is kept in across builds. */
export function setModelStore(store: ModelStore | null): void {
  holder[STORE] = store;
}

/**
 * The model for one description text (`digest`, its SHA-256) under one set of options (`key`):
 * from the store when it holds it, else computed (and stored).
 */
export async function storedModel(key: string, digest: string, compute: () => Promise<ApiModel>): Promise<ApiModel> {
  const store = holder[STORE];
  if (!store) return compute();
  const bytes = await store.bytes("openapi-model", `${key}\0${digest}`, async () => serialize(await compute()));
  store.prune();
  return deserialize(bytes) as ApiModel;
}
