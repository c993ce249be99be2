import { describe, expect, it } from "vitest";
import { cutAtWord, recordsFromHtml } from "../records";

const PAGE = `<!doctype html><html><body>
<nav aria-label="Main"><a href="/">Home</a> Navbar text</nav>
<main>
<nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/autoeval/">AutoEval Developer Platform</a></li><li>Metrics</li></ol></nav>
<article>
  <h1>Metrics</h1>
  <div class="markdown">
    <p>Built-in metrics score   outputs
    from 0 to 1.</p>
    <h2 id="faithfulness">Faithfulness<a class="hash-link" href="#faithfulness">#</a></h2>
    <p>Checks that the output is supported.</p>
    <pre><code>curl --request POST secret-code-text</code></pre>
    <div data-nosearch><p>Hidden schema tree text.</p></div>
    <h3 id="columns">Columns it reads<a class="hash-link" href="#columns">#</a></h3>
    <ul><li>input</li><li>output</li></ul>
    <h2 id="relevance">Answer relevance<a class="hash-link" href="#relevance">#</a></h2>
    <p>Scores how well the answer addresses the question.</p>
    <h2>No id</h2>
    <p>Text after a heading without an id.</p>
    <button>Copy</button>
    <script>var notText = 1;</script>
  </div>
</article>
</main></body></html>`;

describe("recordsFromHtml", () => {
  const records = recordsFromHtml("/autoeval/metrics/", PAGE, "Docs");

  it("makes one record for the page and one per h2/h3 section, in order", () => {
    expect(records.map((r) => [r.url, r.type, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ["/autoeval/metrics/", "lvl1", null, null],
      ["/autoeval/metrics/#faithfulness", "content", "Faithfulness", null],
      ["/autoeval/metrics/#columns", "content", "Faithfulness", "Columns it reads"],
      ["/autoeval/metrics/#relevance", "content", "Answer relevance", null],
    ]);
  });

  it("gives every record a unique id and the page title and section", () => {
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    for (const r of records) {
      expect(r.hierarchy.lvl1).toBe("Metrics");
      expect(r.hierarchy.lvl0).toBe("AutoEval Developer Platform");
    }
  });

  it("keeps the intro text on the page record, with whitespace collapsed", () => {
    expect(records[0]!.content).toBe("Built-in metrics score outputs from 0 to 1.");
  });

  it("leaves out code, data-nosearch blocks, hash links, buttons and scripts", () => {
    const all = JSON.stringify(records);
    for (const text of ["secret-code-text", "Hidden schema tree", "notText", "Copy", "Navbar text"]) {
      expect(all, text).not.toContain(text);
    }
    // the hash link's "#" is not part of the heading
    expect(records[1]!.hierarchy.lvl2).toBe("Faithfulness");
    expect(records[1]!.content).toBe("Checks that the output is supported.");
  });

  it("puts list items apart and keeps the text after an id-less heading in the section before", () => {
    expect(records[2]!.content).toBe("input output");
    expect(records[3]!.content).toContain("Scores how well");
    expect(records[3]!.content).toContain("Text after a heading without an id.");
  });

  it("caps the content of a record", () => {
    const long = `<article><h1>T</h1><p>${"word ".repeat(200)}</p></article>`;
    expect(recordsFromHtml("/t/", long, "Docs")[0]!.content.length).toBeLessThanOrEqual(280);
  });

  it("ends the capped content at a word's end, never in a word", () => {
    const long = `<article><h1>T</h1><p>${"evaluation ".repeat(40)}</p></article>`;
    const content = recordsFromHtml("/t/", long, "Docs")[0]!.content;
    expect(content.length).toBeLessThanOrEqual(280);
    expect(content.split(" ").every((word) => word === "evaluation")).toBe(true);
    expect(cutAtWord("one two three", 7)).toBe("one two");
    expect(cutAtWord("one two three", 8)).toBe("one two");
    expect(cutAtWord("onetwothree", 5)).toBe("onetw");
  });

  it("uses the fallback section without breadcrumbs", () => {
    const [page] = recordsFromHtml("/release-notes/", "<article><h1>Release notes</h1><p>x</p></article>", "Docs");
    expect(page).toMatchObject({ url: "/release-notes/", hierarchy: { lvl0: "Docs", lvl1: "Release notes" } });
  });

  it("keeps a heading-only section as a record of its level", () => {
    const html = '<article><h1>T</h1><p>intro</p><h2 id="a">A</h2><h3 id="b">B</h3><p>text</p></article>';
    expect(recordsFromHtml("/t/", html, "Docs").map((r) => [r.url, r.type])).toEqual([
      ["/t/", "lvl1"],
      ["/t/#a", "lvl2"],
      ["/t/#b", "content"],
    ]);
  });

  it("makes no records for a page without a title", () => {
    expect(recordsFromHtml("/x/", "<main><p>No title</p></main>", "Docs")).toEqual([]);
    expect(recordsFromHtml("/x/", "<article><p>No title</p></article>", "Docs")).toEqual([]);
  });

  it("reads a page of entries (the release notes): its h1 above one article per entry, each entry a section", () => {
    const notes = `<main>
      <aside><nav aria-label="Release notes by year"><h2>2025</h2><a href="#b">Sidebar link</a></nav></aside>
      <div><h1>Release notes</h1><p>What changed.</p>
        <article id="a" class="markdown"><h2><a href="#a">Fine-tuned evaluators</a></h2><p>Train your own metric.</p></article>
        <article id="b" class="markdown"><h2><a href="#b">Workbooks</a></h2><p>A grid of scores.</p></article>
      </div></main>`;
    expect(
      recordsFromHtml("/release-notes/", notes, "Docs").map((r) => [
        r.url,
        r.hierarchy.lvl1,
        r.hierarchy.lvl2,
        r.content,
      ]),
    ).toEqual([
      ["/release-notes/", "Release notes", null, "What changed."],
      ["/release-notes/#a", "Release notes", "Fine-tuned evaluators", "Train your own metric."],
      ["/release-notes/#b", "Release notes", "Workbooks", "A grid of scores."],
    ]);
  });
});
