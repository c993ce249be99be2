/**
 * The slug rule of API pages (DESIGN.md, "Design decisions" › "API slugs"), shared by the
 * OpenAPI source plugin, which gives every operation, tag and info page its slug, and the site,
 * which links to tag sections by the same rule.
 */

/**
 * "Finalize Single Dataset File Upload" -> "finalize-single-dataset-file-upload";
 * "AutoEval API v2" -> "autoeval-api-v-2" (letters and digits are split, camel case is not).
 */
export function kebabCase(text: string): string {
  return text
    .replace(/([A-Za-z])([0-9])/g, "$1 $2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
