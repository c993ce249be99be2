// Draws a Mermaid diagram at build time, without a browser: Mermaid's own parser checks it (the
// same errors mermaid.live gives), and beautiful-mermaid, which lays diagrams out in plain
// JavaScript, draws it as SVG. Plain JavaScript (an ES module) because both packages are
// ES modules only; src/build/mdx/remark-mermaid.ts loads it, and svg.mjs prepares the SVG for
// the page. Mermaid is imported on the first diagram, so a build without diagrams never loads it.
import DOMPurify from "dompurify";
import { parseMermaid, renderMermaidSVG } from "beautiful-mermaid";
import { prepareSvg } from "./svg.mjs";

/**
 * Mermaid types beautiful-mermaid draws, by the name Mermaid's parser gives them. Others (gantt,
 * pie, mindmap, ...) parse but would need a browser to draw.
 * @type {Readonly<Record<string, string>>}
 */
export const DRAWN_TYPES = {
  "flowchart-v2": "flowchart",
  flowchart: "flowchart",
  sequence: "sequenceDiagram",
  classDiagram: "classDiagram",
  class: "classDiagram",
  stateDiagram: "stateDiagram-v2",
  er: "erDiagram",
  xychart: "xychart-beta",
};

/**
 * Mermaid's parser runs in Node but some diagram types register DOMPurify hooks as they load,
 * and DOMPurify without a window has no `addHook`. Parsing sanitizes nothing we render (the SVG
 * comes from beautiful-mermaid), so no-op stand-ins are enough; mermaid.test.ts parses a gantt
 * and a pie chart, the types that need them, and fails if Mermaid changes this.
 */
function letMermaidParseInNode() {
  const purify = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (DOMPurify));
  purify.addHook ??= () => undefined;
  purify.removeHook ??= () => undefined;
  purify.removeAllHooks ??= () => undefined;
  purify.sanitize ??= (/** @type {string} */ text) => text;
}

/** @type {Promise<import("mermaid").Mermaid> | undefined} */
let loading;

function loadMermaid() {
  letMermaidParseInNode();
  loading ??= import("mermaid").then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
    return mermaid;
  });
  return loading;
}

/** The line (1-based, within the diagram) a Mermaid parse error names, if it names one. */
function errorLine(/** @type {unknown} */ error) {
  const hash = /** @type {{ hash?: { loc?: { first_line?: number } } }} */ (error).hash;
  if (typeof hash?.loc?.first_line === "number") return hash.loc.first_line;
  const match = /line (\d+)/i.exec(error instanceof Error ? error.message : String(error));
  return match ? Number(match[1]) : null;
}

/**
 * Mermaid's parse error in one line: what it expected and what it found, without the echo of
 * the source and the caret under it (the build's message gives the file and line instead).
 */
function parseMessage(/** @type {unknown} */ error) {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^\.\.\./.test(line) && !/^-*\^$/.test(line));
  const message = lines.join(" ").replace(/^Parsing failed:\s*/, "");
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
}

/** Accessibility lines are Mermaid's own; the renderer would take them for nodes. */
const ACCESSIBILITY_LINE = /^\s*acc(Title|Descr)\s*(:|\{)/;

/** The diagram without its accTitle / accDescr lines (accDescr { ... } blocks included). */
function withoutAccessibilityLines(/** @type {string} */ source) {
  const lines = source.split("\n");
  const kept = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!ACCESSIBILITY_LINE.test(line)) {
      kept.push(line);
      continue;
    }
    if (/accDescr\s*\{/.test(line) && !line.includes("}")) while (i + 1 < lines.length && !lines[++i].includes("}"));
  }
  return kept.join("\n");
}

/**
 * Whether beautiful-mermaid read a flowchart as Mermaid does: the same number of nodes and
 * edges. Its parser skips what it does not know (`A --o B`, `A@{ shape: ... }`) where Mermaid
 * draws it; such a diagram is refused rather than drawn with parts missing.
 */
function sameFlowchart(/** @type {any} */ db, /** @type {string} */ source) {
  const ours = parseMermaid(source);
  const theirs = { nodes: db.getVertices().size, edges: db.getEdges().length };
  return ours.nodes.size === theirs.nodes && ours.edges.length === theirs.edges
    ? null
    : `Mermaid reads ${theirs.nodes} nodes and ${theirs.edges} edges, the build-time renderer ` +
        `${ours.nodes.size} and ${ours.edges.length}`;
}

/**
 * @param {string} source the diagram, as written in the fence
 * @param {string} id unique on the page: the SVG's ids and styles are scoped under it
 * @returns {Promise<import("./mermaid.d.mts").DrawResult>}
 */
export async function drawMermaid(source, id) {
  const mermaid = await loadMermaid();
  let parsed;
  try {
    parsed = await mermaid.parse(source);
  } catch (error) {
    return { ok: false, problem: "parse", line: errorLine(error), message: parseMessage(error) };
  }
  const type = DRAWN_TYPES[parsed.diagramType];
  if (!type) {
    return { ok: false, problem: "type", line: 1, message: `"${parsed.diagramType}" diagrams need a browser to draw` };
  }
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const db = /** @type {any} */ (diagram.db);
  const title = String(db.getAccTitle?.() ?? "").trim();
  const description = String(db.getAccDescription?.() ?? "").trim();
  if (!title) return { ok: false, problem: "title", line: 1, message: "the diagram has no accTitle" };
  const drawn = withoutAccessibilityLines(source);
  if (type === "flowchart") {
    const mismatch = sameFlowchart(db, drawn);
    if (mismatch) return { ok: false, problem: "syntax", line: null, message: mismatch };
  }
  let svg;
  try {
    svg = renderMermaidSVG(drawn, {
      bg: "var(--background-color)",
      fg: "var(--text-color)",
      accent: "var(--link-color)",
      transparent: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: "syntax", line: null, message: `the build-time renderer refused it: ${message}` };
  }
  return { ok: true, type, svg: prepareSvg(svg, { id, title, description }) };
}
