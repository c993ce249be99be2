import { describe, expect, it } from "vitest";
import { pageMain } from "../page-main";

const SIDEBAR = '<aside><nav aria-label="Docs sidebar"><a href="/quickstart/">Quickstart</a></nav></aside>';
const CRUMBS = '<nav aria-label="Breadcrumbs"><ol><li>Home</li><li>Guides</li><li>Datasets</li></ol></nav>';
const ARTICLE = "<article><h1>Datasets</h1><p>Upload rows.</p></article>";
const page = (main: string) =>
  `<html><head><title>Datasets | AutoEval</title></head><body><header><nav aria-label="Main">x</nav></header>` +
  `<main class="m">${main}</main><script>window.x=1</script></body></html>`;

describe("pageMain", () => {
  it("keeps <main> from the breadcrumbs on, without the sidebar, head, navbar and scripts", () => {
    expect(pageMain(page(`${SIDEBAR}${CRUMBS}${ARTICLE}<div class="toc">On this page</div>`))).toBe(
      `<main>${CRUMBS}${ARTICLE}<div class="toc">On this page</div></main>`,
    );
  });

  it("keeps all of <main> on a page without breadcrumbs", () => {
    expect(pageMain(page(`${ARTICLE}<p>More</p>`))).toBe(`<main>${ARTICLE}<p>More</p></main>`);
  });

  it("keeps all of <main> when the breadcrumbs come after the h1, so no heading is lost", () => {
    expect(pageMain(page(`${SIDEBAR}${ARTICLE}${CRUMBS}`))).toBe(`<main>${SIDEBAR}${ARTICLE}${CRUMBS}</main>`);
  });

  it("keeps breadcrumbs above <main>, and ignores any below it", () => {
    expect(pageMain(`<header>x</header>${CRUMBS}<main>${ARTICLE}</main>`)).toBe(`${CRUMBS}<main>${ARTICLE}</main>`);
    expect(pageMain(`<main>${ARTICLE}</main><footer>${CRUMBS}</footer>`)).toBe(`<main>${ARTICLE}</main>`);
  });

  it("returns a page without <main>, or with an unclosed one, whole", () => {
    expect(pageMain(ARTICLE)).toBe(ARTICLE);
    expect(pageMain(`<main>${ARTICLE}`)).toBe(`<main>${ARTICLE}`);
  });
});
