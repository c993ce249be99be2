/**
 * The plugin's public entry for build-time code: its options and the loaded, validated,
 * normalized model of the description. sourceNodes turns the model into nodes; the site's
 * build-time tools (the <ApiExample> remark plugin, the Markdown twins) read the same model
 * instead of parsing the file again with rules of their own. gatsby-node and the MDX pipeline
 * are bundled apart, so the model is kept on globalThis per file version and options: one
 * build reads and validates the description once.
 */
import { statSync } from "node:fs";
import { diskCachedModel } from "./model-cache";
import { loadDescription } from "./src/load";
import { normalizeDescription } from "./src/normalize";
import type { ApiModel } from "./src/types";

export { ApiDescriptionError } from "./src/errors";
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
type Cache = Map<string, Promise<ApiModel>>;

function cache(): Cache {
  const holder = globalThis as { [CACHE]?: Cache };
  return (holder[CACHE] ??= new Map());
}

/** The model of the description as it is on disk now; a file edited since is read again. */
export function loadApiModel(options: ApiReferenceOptions): Promise<ApiModel> {
  const key = JSON.stringify([
    options.specPath,
    statSync(options.specPath).mtimeMs,
    options.slugOverrides,
    options.routeBase,
  ]);
  const models = cache();
  let model = models.get(key);
  if (!model) {
    model = diskCachedModel(options, () =>
      loadDescription(options.specPath).then((document) =>
        normalizeDescription(document, {
          file: options.specPath,
          slugOverrides: options.slugOverrides,
          routeBase: options.routeBase,
        }),
      ),
    );
    // A failed load is not kept: the next build step reports it again rather than a stale error.
    model.catch(() => models.delete(key));
    models.set(key, model);
  }
  return model;
}
