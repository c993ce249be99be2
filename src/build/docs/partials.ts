/**
 * Partials: MDX files under content/partials/ that docs import and render as components
 * (`import Prerequisites from "../partials/prerequisites.mdx"`, then `<Prerequisites />`). They
 * get no page and no search record of their own. This module finds a file's MDX imports, reads
 * a partial's body, and checks a doc's partials before webpack compiles them, so that a partial
 * that fails names itself and the file that imported it. Build-time only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readMdx } from "../mdx/read-mdx";
import type { UnistNode } from "../mdx/hast";

/** One `import Name from "./x.mdx"` of an MDX file. */
export interface MdxImport {
  /** The name the file renders it by (`<Name />`). */
  readonly name: string;
  /** The path as written. */
  readonly source: string;
  /** The absolute path it resolves to. */
  readonly file: string;
  /** The line of the import statement in the body. */
  readonly line: number;
}

/** The gatsby-source-filesystem name of the partials' folder. */
export const PARTIALS_SOURCE = "partials";

/** Where a site's partials live. */
export function partialsDir(root: string): string {
  return path.join(root, "content", "partials");
}

export class PartialError extends Error {
  override name = "PartialError";
}

interface EsmNode extends UnistNode {
  position?: { start: { line: number } };
  data?: UnistNode["data"] & {
    estree?: {
      body: {
        type: string;
        source?: { value?: unknown };
        specifiers?: { type: string; local: { name: string } }[];
        loc?: { start: { line: number } };
      }[];
    };
  };
}

const MDX_FILE = /\.mdx?$/;

/** The default imports of MDX files in a body's tree, resolved against `file`'s folder. */
export function mdxImports(tree: UnistNode, file: string): MdxImport[] {
  const imports: MdxImport[] = [];
  for (const node of (tree.children ?? []) as EsmNode[]) {
    if (node.type !== "mdxjsEsm") continue;
    for (const statement of node.data?.estree?.body ?? []) {
      const source = statement.source?.value;
      if (statement.type !== "ImportDeclaration" || typeof source !== "string" || !MDX_FILE.test(source)) continue;
      const specifier = statement.specifiers?.find((s) => s.type === "ImportDefaultSpecifier");
      if (!specifier) continue;
      imports.push({
        name: specifier.local.name,
        source,
        file: path.resolve(path.dirname(file), source),
        line: statement.loc?.start.line ?? node.position?.start.line ?? 1,
      });
    }
  }
  return imports;
}

/** A partial's body: its text without front matter (partials need none). */
export function readPartialBody(file: string): string {
  return readFileSync(file, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
}

/** Every partial a body imports, and theirs in turn (files that do not exist are left out). */
export function partialFiles(body: string, file: string, found: Set<string> = new Set()): string[] {
  for (const use of mdxImports(readMdx(body, file), file)) {
    if (found.has(use.file)) continue;
    let partial: string;
    try {
      partial = readPartialBody(use.file);
    } catch {
      continue;
    }
    found.add(use.file);
    partialFiles(partial, use.file, found);
  }
  return [...found];
}

const relative = (file: string) => path.relative(process.cwd(), file);

function partialNames(dir: string): string {
  let names: string[] = [];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => MDX_FILE.test(name));
  } catch {
    // No partials folder: none to list.
  }
  return names.sort().join(", ") || "none";
}

/**
 * Checks the partials a file imports, and theirs in turn: each lies in `partialsDir`, exists
 * and parses. A problem throws a PartialError naming the partial, the file that imported it
 * and the line of the import.
 */
export function checkPartials(tree: UnistNode, file: string, partialsDir: string, chain: readonly string[] = []): void {
  for (const use of mdxImports(tree, file)) {
    const where = `${relative(file)}:${use.line} imports "${use.source}"`;
    if (path.relative(partialsDir, use.file).startsWith("..")) {
      throw new PartialError(
        `${where}, which is not a partial: import MDX files only from ${relative(partialsDir)}/ ` +
          `(they get no page of their own there).`,
      );
    }
    if ([...chain, file].includes(use.file)) {
      throw new PartialError(`${where}, which imports ${relative(file)} again: partials cannot import themselves.`);
    }
    let body: string;
    try {
      body = readPartialBody(use.file);
    } catch {
      throw new PartialError(
        `${where}, which does not exist (${relative(use.file)}). Partials in ${relative(partialsDir)}/: ${partialNames(partialsDir)}.`,
      );
    }
    let partial: UnistNode;
    try {
      partial = readMdx(body, relative(use.file));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PartialError(
        `The partial ${relative(use.file)}, imported by ${relative(file)}:${use.line}, fails: ${reason}`,
      );
    }
    checkPartials(partial, use.file, partialsDir, [...chain, file]);
  }
}
