import { describe, expect, it } from "vitest";
import { checkFrontMatterYaml, FrontMatterYamlError } from "../front-matter-yaml";

const FILE = "content/docs/page.mdx";

function messageOf(text: string): string {
  try {
    checkFrontMatterYaml(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(FrontMatterYamlError);
    return (error as Error).message;
  }
  throw new Error("expected the front matter to be refused");
}

describe("checkFrontMatterYaml", () => {
  it("names the file and the line of broken YAML, and says how to fix it", () => {
    const message = messageOf("---\ntitle: Page\ndescription: [unclosed\n---\n\nBody.\n");
    expect(message).toMatch(/^content\/docs\/page\.mdx:\d+:\d+: the front matter is not valid YAML: /);
    expect(message).toContain('Fix the YAML between the two "---" lines');
  });

  it("points at the line of a value that needed quotes", () => {
    expect(messageOf("---\ntitle: Page\ndescription: Use it: now\n---\nBody.\n")).toMatch(
      /^content\/docs\/page\.mdx:3:\d+: the front matter is not valid YAML: incomplete explicit mapping pair/,
    );
  });

  it("lets valid front matter and files without any through", () => {
    expect(() => checkFrontMatterYaml('---\ntitle: "Use it: now"\ndescription: x\n---\nBody\n', FILE)).not.toThrow();
    expect(() => checkFrontMatterYaml("# No front matter\n", FILE)).not.toThrow();
  });
});
