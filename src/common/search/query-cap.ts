/**
 * A query cut to the search input's cap (MAX_QUERY_LENGTH UTF-16 units, as the input's
 * maxlength counts) at a character boundary: an emoji past the cap goes whole. Cut in the middle
 * of its surrogate pair, the half left made encodeURIComponent throw "URI malformed" and crashed
 * /search for a crafted `?q=` of 63 characters and an emoji.
 */
import { MAX_QUERY_LENGTH } from "./config";

export function capQuery(text: string, max = MAX_QUERY_LENGTH): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
