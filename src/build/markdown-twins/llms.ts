/** /llms.txt (the llms.txt convention: title, summary, sections of links, an Optional section) and /llms-full.txt. */

export interface LlmsLink {
  readonly title: string;
  readonly url: string;
  readonly note: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly links: readonly LlmsLink[];
}

export function llmsTxt(title: string, summary: string, details: string, sections: readonly LlmsSection[]): string {
  const body = sections
    .filter((section) => section.links.length > 0)
    .map(
      (section) =>
        `## ${section.title}\n\n${section.links.map((l) => `- [${l.title}](${l.url})${l.note ? `: ${l.note}` : ""}`).join("\n")}`,
    )
    .join("\n\n");
  return `# ${title}\n\n> ${summary}\n\n${details}\n\n${body}\n`;
}

export function llmsFullTxt(
  title: string,
  summary: string,
  pages: readonly { url: string; markdown: string }[],
): string {
  const parts = pages.map((page) => `<!-- Source: ${page.url} -->\n\n${page.markdown.trim()}`);
  return `# ${title}\n\n> ${summary}\n\n${parts.join("\n\n---\n\n")}\n`;
}
