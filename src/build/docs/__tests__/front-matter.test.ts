import { describe, expect, it } from "vitest";
import {
  docFrontMatterSchema,
  FrontMatterError,
  pageFrontMatterSchema,
  parseFrontMatter,
  releaseNoteFrontMatterSchema,
} from "../front-matter";

const FILE = "content/docs/autoeval/metrics.mdx";

function errorOf(schema: Parameters<typeof parseFrontMatter>[0], raw: unknown, file = FILE): FrontMatterError {
  try {
    parseFrontMatter(schema, raw, file);
  } catch (error) {
    expect(error).toBeInstanceOf(FrontMatterError);
    return error as FrontMatterError;
  }
  throw new Error("expected parseFrontMatter to throw");
}

describe("doc front matter", () => {
  it("parses the minimum and fills in the defaults", () => {
    expect(parseFrontMatter(docFrontMatterSchema, { title: "Metrics", description: "One sentence." }, FILE)).toEqual({
      title: "Metrics",
      description: "One sentence.",
      unlisted: false,
      draft: false,
      toc_min_heading_level: 2,
      toc_max_heading_level: 3,
    });
  });

  it("keeps every optional field", () => {
    const raw = {
      id: "autoeval/metrics",
      title: "Metrics",
      description: "One sentence.",
      sidebar_label: "All metrics",
      sidebar_position: 3,
      slug: "/custom/path/",
      unlisted: true,
      draft: true,
      toc_min_heading_level: 3,
      toc_max_heading_level: 5,
    };
    expect(parseFrontMatter(docFrontMatterSchema, raw, FILE)).toEqual(raw);
  });

  it("accepts equal min and max heading levels", () => {
    const fm = parseFrontMatter(
      docFrontMatterSchema,
      { title: "T", description: "D", toc_min_heading_level: 4, toc_max_heading_level: 4 },
      FILE,
    );
    expect([fm.toc_min_heading_level, fm.toc_max_heading_level]).toEqual([4, 4]);
  });

  it("names the file and the missing title", () => {
    const error = errorOf(docFrontMatterSchema, { description: "One sentence." });
    expect(error.file).toBe(FILE);
    expect(error.problems).toEqual(["title: is required"]);
    expect(error.message).toContain(`Invalid front matter in ${FILE}`);
    expect(error.message).toContain("title: is required");
  });

  it("treats no front matter at all as missing title and description", () => {
    const error = errorOf(docFrontMatterSchema, undefined);
    expect(error.problems).toEqual(expect.arrayContaining(["title: is required", "description: is required"]));
  });

  it("names the field with the wrong type and shows the value", () => {
    const error = errorOf(docFrontMatterSchema, { title: "Metrics", description: "D", sidebar_position: "third" });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^sidebar_position: /);
    expect(error.problems[0]).toContain('(got "third")');
    expect(error.message).toContain(FILE);
  });

  it("rejects an empty title as a wrong value, not a missing one", () => {
    const error = errorOf(docFrontMatterSchema, { title: "", description: "D" });
    expect(error.problems[0]).toMatch(/^title: /);
    expect(error.problems[0]).toContain('(got "")');
  });

  it("names an unknown key", () => {
    const error = errorOf(docFrontMatterSchema, { title: "T", description: "D", sidebar_lable: "x" });
    expect(error.problems).toEqual(["unknown field(s) sidebar_lable: remove them or check the spelling"]);
    expect(error.message).toContain(FILE);
    expect(error.message).toContain("sidebar_lable");
  });

  it("rejects toc_min_heading_level above toc_max_heading_level", () => {
    const error = errorOf(docFrontMatterSchema, {
      title: "T",
      description: "D",
      toc_min_heading_level: 4,
      toc_max_heading_level: 3,
    });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toContain("toc_min_heading_level");
    expect(error.problems[0]).toContain("must not be greater than toc_max_heading_level");
    expect(error.message).toContain(FILE);
  });

  it("rejects a minimum above the default maximum of 3", () => {
    const error = errorOf(docFrontMatterSchema, { title: "T", description: "D", toc_min_heading_level: 5 });
    expect(error.problems[0]).toContain("toc_min_heading_level");
  });

  it.each([1, 7, 2.5])("rejects heading level %s", (level) => {
    const error = errorOf(docFrontMatterSchema, { title: "T", description: "D", toc_max_heading_level: level });
    expect(error.problems[0]).toMatch(/^toc_max_heading_level: /);
    expect(error.problems[0]).toContain(`(got ${level})`);
  });

  it("rejects a slug without a leading slash and a bad id", () => {
    const error = errorOf(docFrontMatterSchema, { title: "T", description: "D", slug: "custom/", id: "Bad Id" });
    const joined = error.problems.join("\n");
    expect(joined).toMatch(/^slug: /m);
    expect(joined).toMatch(/^id: use lowercase letters/m);
  });
});

describe("release note front matter", () => {
  it("turns a YAML date into an ISO date string", () => {
    const fm = parseFrontMatter(
      releaseNoteFrontMatterSchema,
      { title: "Workbooks", date: new Date("2026-10-13T00:00:00Z"), description: "D" },
      "content/release-notes/2026-10-13-workbooks.mdx",
    );
    expect(fm.date).toBe("2026-10-13");
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    const error = errorOf(
      releaseNoteFrontMatterSchema,
      { title: "Workbooks", date: "13/10/2026", description: "D" },
      "content/release-notes/x.mdx",
    );
    expect(error.message).toContain("content/release-notes/x.mdx");
    expect(error.problems[0]).toMatch(/^date: /);
  });

  it("refuses doc-only fields", () => {
    const error = errorOf(releaseNoteFrontMatterSchema, {
      title: "T",
      date: "2026-10-13",
      description: "D",
      sidebar_label: "x",
    });
    expect(error.problems).toEqual(["unknown field(s) sidebar_label: remove them or check the spelling"]);
  });
});

describe("standalone page front matter", () => {
  it("takes only title and description", () => {
    expect(parseFrontMatter(pageFrontMatterSchema, { title: "T", description: "D" }, "p.mdx")).toEqual({
      title: "T",
      description: "D",
    });
    expect(errorOf(pageFrontMatterSchema, { title: "T", description: "D", draft: true }, "p.mdx").problems).toEqual([
      "unknown field(s) draft: remove them or check the spelling",
    ]);
  });
});
