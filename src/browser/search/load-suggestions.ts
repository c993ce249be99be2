/** Loaded by the 404 page only, after it has rendered: the index and the engine come with it. */
import { pathPrefix } from "../../config";
import { SEARCH_INDEX_PATH } from "../../common/search/config";
import { indexLoader } from "./local-client";
import { suggestPages, type Suggestion } from "./not-found";

const loadIndex = indexLoader(`${pathPrefix}${SEARCH_INDEX_PATH}`);

export async function suggestionsFor(pathname: string): Promise<Suggestion[]> {
  return suggestPages(await loadIndex(), pathname);
}
