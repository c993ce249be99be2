/**
 * Where in the body editor's text a problem sits: the line of the value a JSON pointer names,
 * or of a syntax error. jsonc-parser reads the text as the reader typed it (the parse that
 * validation uses, JSON.parse, keeps no positions); comments and trailing commas count as errors.
 */
import { findNodeAtLocation, parseTree, type ParseError } from "jsonc-parser";

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: true };

/** 1-based line of a character offset. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line += 1;
  return line;
}

/** "/metric/na~1me" as ["metric", "na/me"]; array indexes as numbers. */
function pathOf(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

/**
 * The line of each pointer's value in the text (the key's line for an object member), or null
 * where the text does not hold it (the editor changed since, or it is missing).
 */
export function linesOfPointers(text: string, pointers: readonly string[]): (number | null)[] {
  const root = parseTree(text, [], STRICT);
  return pointers.map((pointer) => {
    const node = root && findNodeAtLocation(root, pathOf(pointer));
    if (!node) return null;
    // A member's value: point at its key, where the reader looks for the field.
    const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
    return lineOfOffset(text, at);
  });
}

/** The line of the text's first syntax error, or null when it parses. */
export function firstSyntaxErrorLine(text: string): number | null {
  const errors: ParseError[] = [];
  parseTree(text, errors, STRICT);
  return errors[0] ? lineOfOffset(text, errors[0].offset) : null;
}
