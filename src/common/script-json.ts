/**
 * A value as JSON that is safe inside an inline <script>: `<`, `>` and `&` become \u escapes
 * (so no `</script>` or `<!--` can end or alter the element), and so do U+2028 and U+2029
 * (line terminators in older JavaScript, legal in JSON). The result is still the same value.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
