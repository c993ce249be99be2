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
