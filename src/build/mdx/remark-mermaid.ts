/**
 * A ```mermaid fence becomes the diagram, drawn at build time as an inline SVG
 * (src/build/diagrams/): no script on any page, and the diagram follows the colour mode through
 * the page's CSS variables. A diagram that does not parse, has no accTitle, or that the build
 * cannot draw stops the build with the file, the line and the fix.
 */
import { createHash } from "node:crypto";
import { loadDiagrams } from "../diagrams/load";
import type { DrawResult } from "../diagrams/mermaid.mjs";
import type { UnistNode } from "./hast";

interface CodeNode extends UnistNode {
  position?: { start: { line: number } };
}

export class DiagramError extends Error {
  override name = "DiagramError";
}

const DRAWN = "flowchart, sequenceDiagram, classDiagram, stateDiagram-v2, erDiagram and xychart-beta";

/** The build's message for a diagram it cannot draw; `fenceLine` is the line of the opening fence. */
export function diagramError(file: string, fenceLine: number, result: Extract<DrawResult, { ok: false }>): string {
  const at = (line: number | null) => `${file}:${fenceLine + (line ?? 1)}`;
  switch (result.problem) {
    case "parse":
      return `${at(result.line)}: this Mermaid diagram does not parse: ${result.message}`;
    case "type":
      return (
        `${at(1)}: ${result.message}, which the build does not load. It draws ${DRAWN}; ` +
        `draw other diagrams as an SVG in scripts/diagrams/ and show them as an image (CONTRIBUTING, "Images").`
      );
    case "title":
      return (
        `${at(1)}: the diagram has no accTitle. Name what it shows, as an image's alt text, on a line ` +
        `of its own after the diagram's type: "accTitle: How a request is scored" (and "accDescr: ..." to say more).`
      );
    case "syntax":
      return (
        `${at(null)}: the build would draw this diagram with parts missing (${result.message}). ` +
        `Write each edge with spaces around its arrow (A --> B), and leave out what it does not draw: ` +
        `edge ends such as --o and --x, edge ids (e1@-->) and @{ shape: ... } nodes.`
      );
  }
}

/** The figure a diagram becomes: the SVG as the element's HTML (it is made by the build, never by a reader). */
function figure(svg: string, position: unknown): UnistNode {
  const html = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExpressionStatement",
        expression: {
          type: "ObjectExpression",
          properties: [
            {
              type: "Property",
              kind: "init",
              method: false,
              shorthand: false,
              computed: false,
              key: { type: "Identifier", name: "__html" },
              value: { type: "Literal", value: svg },
            },
          ],
        },
      },
    ],
  };
  return {
    type: "mdxJsxFlowElement",
    name: "figure",
    attributes: [
      { type: "mdxJsxAttribute", name: "className", value: "mermaid-diagram" },
      // The search index reads the page's text; the diagram's labels out of context would only add noise.
      { type: "mdxJsxAttribute", name: "data-nosearch", value: "" },
      {
        type: "mdxJsxAttribute",
        name: "dangerouslySetInnerHTML",
        value: { type: "mdxJsxAttributeValueExpression", value: "", data: { estree: html } },
      },
    ],
    children: [],
    ...(position ? { position } : {}),
  } as UnistNode;
}

/** Every mermaid fence, with the list it sits in, in document order. */
function fences(tree: UnistNode): { parent: UnistNode; node: CodeNode }[] {
  const found: { parent: UnistNode; node: CodeNode }[] = [];
  const visit = (parent: UnistNode) =>
    parent.children?.forEach((child) => {
      if (child.type === "code" && child.lang === "mermaid") found.push({ parent, node: child });
      else visit(child);
    });
  visit(tree);
  return found;
}

export function remarkMermaid() {
  return async (tree: UnistNode, vfile: { path?: string; history?: string[] }): Promise<void> => {
    const found = fences(tree);
    if (found.length === 0) return;
    const file = vfile.path ?? vfile.history?.[0] ?? "an MDX file";
    const { drawMermaid } = await loadDiagrams();
    for (const [index, { parent, node }] of found.entries()) {
      const source = node.value ?? "";
      const id = `mermaid-${createHash("sha256").update(`${file}\n${index}\n${source}`).digest("hex").slice(0, 10)}`;
      const result = await drawMermaid(source, id);
      if (!result.ok) throw new DiagramError(diagramError(file, node.position?.start.line ?? 0, result));
      parent.children![parent.children!.indexOf(node)] = figure(result.svg, node.position);
    }
  };
}
