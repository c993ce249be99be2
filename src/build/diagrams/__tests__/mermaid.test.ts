import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { drawMermaid } from "../mermaid.mjs";

const TITLE = "  accTitle: How a request is scored\n  accDescr: Your app sends the answer; evaluate scores it.\n";
const FLOWCHART = `flowchart LR\n${TITLE}  A[Your app] -->|answer| B{evaluate}\n  B -->|score| A`;

async function drawn(source: string, id = "d1"): Promise<string> {
  const result = await drawMermaid(source, id);
  if (!result.ok) throw new Error(`${result.problem}: ${result.message}`);
  return result.svg;
}

describe("drawMermaid", () => {
  it("draws a flowchart as an SVG image named by its accTitle and accDescr", async () => {
    const svg = parse(await drawn(FLOWCHART)).querySelector("svg")!;
    expect(svg.getAttribute("id")).toBe("d1");
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getAttribute("aria-labelledby")).toBe("d1-title");
    expect(svg.getAttribute("aria-describedby")).toBe("d1-desc");
    expect(svg.querySelector("title")!.textContent).toBe("How a request is scored");
    expect(svg.querySelector("desc")!.textContent).toBe("Your app sends the answer; evaluate scores it.");
    expect(svg.querySelectorAll("text").map((t) => t.textContent)).toEqual(
      expect.arrayContaining(["Your app", "evaluate", "answer", "score"]),
    );
    // The accessibility lines are not drawn as nodes.
    expect(svg.textContent).not.toContain("accTitle");
  });

  it("follows the page: its colours are the page's variables, its fonts the page's, nothing from another host", async () => {
    const text = await drawn(FLOWCHART);
    expect(text).toContain("--bg:var(--background-color);--fg:var(--text-color);--accent:var(--link-color)");
    expect(text).toContain("font-family: var(--font-sans)");
    expect(text).not.toMatch(/@import|fonts\.googleapis|Inter'/);
    expect(text.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:/);
  });

  it("keeps its styles and ids to itself, so two diagrams on a page never clash", async () => {
    const text = await drawn(FLOWCHART, "d7");
    const css = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, rules]) => rules!).join("\n");
    const selectors = [...css.matchAll(/([^{}]+)\{/g)].flatMap(([, list]) => list!.split(",").map((s) => s.trim()));
    expect(selectors).toEqual(["#d7 text", "#d7"]);
    expect(selectors.filter((selector) => !selector.startsWith("#d7"))).toEqual([]);
    const ids = [...text.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id!);
    expect(ids.filter((id) => id !== "d7" && !id.startsWith("d7-"))).toEqual([]);
    expect([...text.matchAll(/url\(#([^)]+)\)/g)].every(([, id]) => ids.includes(id!))).toBe(true);
  });

  it.each([
    ["sequenceDiagram", `sequenceDiagram\n${TITLE}  App->>AutoEval: evaluate\n  AutoEval-->>App: scores`],
    ["classDiagram", `classDiagram\n${TITLE}  Dataset <|-- Experiment`],
    ["stateDiagram-v2", `stateDiagram-v2\n${TITLE}  [*] --> Running\n  Running --> [*]`],
    ["erDiagram", `erDiagram\n${TITLE}  PROJECT ||--o{ DATASET : holds`],
    ["xychart-beta", `xychart-beta\n${TITLE}  x-axis [a, b]\n  bar [1, 2]`],
  ])("draws a %s", async (type, source) => {
    const result = await drawMermaid(source, "d2");
    expect(result.ok && result.type).toBe(type);
  });

  it("reports a diagram Mermaid cannot parse, with the line", async () => {
    const result = await drawMermaid(`sequenceDiagram\n${TITLE}  App->>AutoEval evaluate`, "d3");
    expect(result).toMatchObject({ ok: false, problem: "parse", line: 4 });
    expect(!result.ok && result.message).toMatch(/^Parse error on line 4: Expecting 'TXT'/);
  });

  it("parses the types that need DOMPurify's hooks (gantt, pie) and says they need a browser", async () => {
    // Both parse only thanks to the stand-in hooks of mermaid.mjs; a wrong one still fails to parse.
    expect(await drawMermaid("gantt\n  title Plan\n  section A\n  Task :a1, 2026-01-01, 3d", "d4")).toMatchObject({
      ok: false,
      problem: "type",
    });
    expect(await drawMermaid('pie title Pets\n  "Dogs" : 3', "d4")).toMatchObject({ ok: false, problem: "type" });
    expect(await drawMermaid('pie title Pets\n  "Dogs" 3', "d4")).toMatchObject({
      ok: false,
      problem: "parse",
      line: 2,
    });
  });

  it("refuses a diagram without accTitle, and one the renderer would draw with parts missing", async () => {
    expect(await drawMermaid("flowchart LR\n  A --> B", "d5")).toMatchObject({ ok: false, problem: "title" });
    const result = await drawMermaid(`flowchart LR\n${TITLE}  A --o B`, "d6");
    expect(result).toMatchObject({ ok: false, problem: "syntax" });
    expect(!result.ok && result.message).toBe("Mermaid reads 2 nodes and 1 edges, the build-time renderer 1 and 0");
  });
});
