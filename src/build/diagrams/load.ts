/**
 * Loads mermaid.mjs, an ES module whose packages (mermaid, beautiful-mermaid) export for
 * `import` only. Parcel, which compiles gatsby-config and what it imports for Gatsby, would
 * bundle a module imported by name and turn its imports into `require()`, which those packages
 * refuse. Imported by a path known only when the build runs, it is not bundled: Parcel makes
 * the import a `require()` of the file, and Node (20.19 and later, see `engines`) loads an ES
 * module that way, whose own imports are then ES imports.
 */
import path from "node:path";
import type * as Diagrams from "./mermaid.mjs";

type DiagramsModule = typeof Diagrams;

export function loadDiagrams(): Promise<DiagramsModule> {
  const file = path.join(__dirname, "mermaid.mjs");
  return import(file) as Promise<DiagramsModule>;
}
