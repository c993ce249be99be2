/**
 * The plugin's public entry for build-time code: its options and the loaded, validated,
 * normalized model of the description. sourceNodes turns the model into nodes; the site's
 * build-time tools (the <ApiExample> remark plugin, the Markdown twins) read the same model
 * instead of parsing the file again with rules of their own. gatsby-node and the MDX pipeline
 * are bundled apart, so the model is kept on globalThis per file content and options: one
 * build reads and validates the description once, and an edited file is read again.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { storedModel } from "./model-cache";
import { ApiDescriptionError } from "./src/errors";
import { loadDescriptionText } from "./src/load";
import { normalizeDescription } from "./src/normalize";
import type { ApiModel } from "./src/types";

export { ApiDescriptionError } from "./src/errors";
export { setModelStore, type ModelStore } from "./model-cache";
export type { ApiModel, OperationModel, SchemaModel, SchemaNode, SchemaProperty, TagModel } from "./src/types";

export interface ApiReferenceOptions {
  /** Absolute path of the OpenAPI 3 description (YAML or JSON). */
  readonly specPath: string;
  /** Page slugs for schemas whose default slug collides or reads badly. */
  readonly slugOverrides: Readonly<Record<string, string>>;
  /** Route under which the API pages live, e.g. "/api/". */
  readonly routeBase: string;
}

const CACHE = Symbol.for("gatsby-source-openapi.models");
/** One entry per description and options: the model of the text whose digest it holds. */
type Cache = Map<string, { readonly digest: string; readonly model: Promise<ApiModel> }>;

function cache(): Cache {
  const holder = globalThis as { [CACHE]?: Cache };
  return (holder[CACHE] ??= new Map());
}

/**
 * The model of the description as it is on disk now. Keyed by the file's content, not its
 * modification time: an edit within the same clock tick, or a file put back as it was, is
 * still read right (`gatsby develop` re-sources on every save).
 */
export function loadApiModel(options: ApiReferenceOptions): Promise<ApiModel> {
  let text: string;
  try {
    text = readFileSync(options.specPath, "utf8");
  } catch {
    return Promise.reject(
      new ApiDescriptionError(options.specPath, "", "the file could not be read; check the plugin's specPath option"),
    );
  }
  return loadApiModelFromText(options, text);
}

/** The model of one text of the description (the File node's content when sourcing). */
export function loadApiModelFromText(options: ApiReferenceOptions, text: string): Promise<ApiModel> {
  const key = JSON.stringify([options.specPath, options.slugOverrides, options.routeBase]);
  const digest = createHash("sha256").update(text).digest("hex");
  const models = cache();
  const cached = models.get(key);
  if (cached?.digest === digest) return cached.model;
  // The text is hashed once: the digest keys this process's cache and the store across builds.
  const model = storedModel(key, digest, () =>
    loadDescriptionText(text, options.specPath).then((document) =>
      normalizeDescription(document, {
        file: options.specPath,
        slugOverrides: options.slugOverrides,
        routeBase: options.routeBase,
      }),
    ),
  );
  // A failed load is not kept: the next build step reports it again rather than a stale error.
  model.catch(() => {
    if (models.get(key)?.model === model) models.delete(key);
  });
  // One entry per description: the model of an older text is dropped, not kept beside it.
  models.set(key, { digest, model });
  return model;
}
