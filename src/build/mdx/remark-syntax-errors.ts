/**
 * MDX's parser stops on text it reads as broken JSX or a broken expression ("Unexpected closing
 * slash `/` in tag", for a `</script>` in a heading) with the line in the body and no file, and
 * gatsby-plugin-mdx and the build's own reader (read-mdx.ts) passed that on. This plugin wraps the
 * parser, so such an error names the file and its line, and says how to write the text instead.
 */
import type { Processor } from "unified";
import { sourceLocation, type PageFile } from "./source-location";

interface ParseError {
  readonly reason?: string;
  readonly line?: number | null;
  readonly column?: number | null;
  readonly source?: string | null;
}

const MDX_SYNTAX_HINT =
  'MDX reads "<" as the start of a JSX tag and "{" as the start of an expression: write them as ' +
  "\\< and \\{ in text, or put code in backticks.";

/** The parse error, named by its file and line, with what to do about it; anything else is passed on. */
export function locatedSyntaxError(error: unknown, file: PageFile): unknown {
  const { reason, line, column, source } = (error ?? {}) as ParseError;
  if (!(error instanceof Error) || typeof line !== "number") return error;
  // Raised by MDX's JSX and expression syntax (micromark-extension-mdx-*, mdast-util-mdx-*).
  const hint = /^(micromark-extension|mdast-util)-mdx/.test(source ?? "") ? ` ${MDX_SYNTAX_HINT}` : "";
  const located = new Error(
    `${sourceLocation(file, { line, column: column ?? undefined })}: ${reason ?? error.message}.${hint}`,
  );
  located.name = "MdxSyntaxError";
  return located;
}

type ParserFunction = (document: string, file: PageFile) => unknown;

export function remarkSyntaxErrors(this: Processor) {
  const parser = (this as unknown as { Parser?: ParserFunction }).Parser;
  if (typeof parser !== "function") return;
  (this as unknown as { Parser: ParserFunction }).Parser = (document, file) => {
    try {
      return parser(document, file);
    } catch (error) {
      throw locatedSyntaxError(error, file);
    }
  };
}
