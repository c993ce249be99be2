import { describe, expect, it } from "vitest";
import { editUrlOf, reportProblemUrl } from "../edit-url";

describe("editUrlOf", () => {
  it("joins the configured base and the file's path with one slash", () => {
    expect(editUrlOf("https://github.com/autoeval/docs/edit/main/", "content/docs/quickstart.mdx")).toBe(
      "https://github.com/autoeval/docs/edit/main/content/docs/quickstart.mdx",
    );
    expect(editUrlOf("https://github.com/autoeval/docs/edit/main", "content/docs/a b.mdx")).toBe(
      "https://github.com/autoeval/docs/edit/main/content/docs/a%20b.mdx",
    );
  });

  it("is off when no base is configured", () => {
    expect(editUrlOf(undefined, "content/docs/quickstart.mdx")).toBeNull();
  });
});

describe("reportProblemUrl", () => {
  it("prefills the title and the page's URL, keeping the configured parameters", () => {
    const url = new URL(
      reportProblemUrl("https://github.com/autoeval/docs/issues/new?labels=docs", {
        title: "Metrics",
        url: "https://docs.autoeval.dev/autoeval/metrics/",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://github.com/autoeval/docs/issues/new");
    expect(url.searchParams.get("labels")).toBe("docs");
    expect(url.searchParams.get("title")).toContain("Metrics");
    expect(url.searchParams.get("body")).toContain("Page: https://docs.autoeval.dev/autoeval/metrics/");
  });
});
