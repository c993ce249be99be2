/**
 * The YAML of a page's front matter, read as gatsby-plugin-mdx reads it (gray-matter, YAML only),
 * so that broken YAML stops the build with the file, the line and the fix: gatsby-plugin-mdx
 * stopped with js-yaml's message and stack and no file name anywhere. The fields themselves are
 * checked later, against the page's schema (front-matter.ts). Build-time only.
 */
import matter from "gray-matter";

interface YamlException {
  readonly reason?: string;
  readonly mark?: { readonly line: number; readonly column: number };
}

export class FrontMatterYamlError extends Error {
  override name = "FrontMatterYamlError";
}

/** Throws FrontMatterYamlError when the front matter of `text` (the file `file`) is not YAML. */
export function checkFrontMatterYaml(text: string, file: string): void {
  try {
    // The same engines as gatsby-plugin-mdx: YAML only, never JavaScript or JSON front matter.
    matter(text, { language: "yaml", engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } });
  } catch (error) {
    const { reason, mark } = error as YamlException;
    // gray-matter hands js-yaml the text from the end of the opening "---" on: its line 0 is the file's line 1.
    const where = mark ? `${file}:${mark.line + 1}:${mark.column + 1}` : file;
    throw new FrontMatterYamlError(
      `${where}: the front matter is not valid YAML: ${reason ?? (error as Error).message}. ` +
        'Fix the YAML between the two "---" lines: put a value in quotes when it holds ": " or " #", or ' +
        "starts with one of [ ] { } > | * & ! % @ ` or a quote it does not close.",
    );
  }
}
