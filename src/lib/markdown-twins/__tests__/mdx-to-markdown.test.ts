import { describe, expect, it } from "vitest";
import { mdxToMarkdown } from "../mdx-to-markdown";

const md = (body: string) => mdxToMarkdown(body, new Map());

describe("mdxToMarkdown admonitions", () => {
  it("turns the Markdown form into the same quote as the JSX form", () => {
    const jsx = md('<Admonition type="tip" title="Batch it">\nUse **small** batches.\n</Admonition>\n\nAfter.');
    const directive = md(":::tip[Batch it]\nUse **small** batches.\n:::\n\nAfter.");
    expect(directive).toBe("> **Tip: Batch it**\n>\n> Use **small** batches.\n\nAfter.");
    expect(directive).toBe(jsx);
  });

  it("titles an untitled one with its type", () => {
    expect(md(":::danger\nNo undo.\n:::")).toBe("> **Danger**\n>\n> No undo.");
  });
});

describe("mdxToMarkdown Steps and Details", () => {
  it("numbers the steps as bold titles and keeps their content", () => {
    const body = '<Steps>\n<Step title="Install">\n\nRun it.\n\n</Step>\n<Step title="Verify" />\n</Steps>';
    expect(md(body)).toBe("**1. Install**\n\nRun it.\n\n**2. Verify**");
  });

  it("gives a details block its summary as a bold line", () => {
    expect(md('<Details summary="Full output">\n\n42 rows\n\n</Details>')).toBe("**Full output**\n\n42 rows");
  });
});
