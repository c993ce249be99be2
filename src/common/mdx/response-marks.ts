/**
 * What a code block that shows an API answer may say about it in its fence meta:
 * `response="abridged"` (fields are left out) or `response="illustrative"` (the values are made
 * up). The page shows the mark in the block's caption; the sample runner checks every unmarked
 * answer against the API description and the mock's answer instead.
 */
export const RESPONSE_MARKS = ["abridged", "illustrative"] as const;
export type ResponseMark = (typeof RESPONSE_MARKS)[number];

/** The mark a fence's `response="..."` gives; another value is an error that names the valid ones. */
export function responseMark(value: string | null, where: string): ResponseMark | null {
  if (value === null) return null;
  if (!(RESPONSE_MARKS as readonly string[]).includes(value))
    throw new Error(`${where}: response="${value}" is not a mark; use one of ${RESPONSE_MARKS.join(", ")}`);
  return value as ResponseMark;
}
