/**
 * Turns an MDX body into plain Markdown for the page's twin and for llms-full.txt:
 * author components become their Markdown equivalents, ApiExample becomes the curl request
 * it renders, JSX-only syntax is dropped.
 */
import { generateSamples, type SampleVariables } from "../code-samples";
import { evaluateBody } from "../mdx/remark-api-example";
import { ADMONITION_TITLES as TITLES } from "../../mdx/Admonition/types";

/** What a twin needs of an operation an <ApiExample> names (an ApiOperation node, by slug). */
export interface OperationRef {
  readonly method: string;
  readonly url: string;
  readonly path: string;
}

const ADMONITION_TITLES: Record<string, string> = TITLES;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

function apiExampleToMarkdown(tag: string, operations: ReadonlyMap<string, OperationRef>): string {
  const slug = attribute(tag, "operation");
  const op = slug ? operations.get(slug) : undefined;
  if (!slug || !op) return "";
  // `variables` holds a flat object; take it out first so that `body` is the last attribute.
  const variablesMatch = /\svariables=\{(\{[^{}]*\})\}/.exec(tag);
  const variables = variablesMatch ? (evaluateBody(variablesMatch[1]!) as SampleVariables) : undefined;
  const rest = variablesMatch ? tag.replace(variablesMatch[0], "") : tag;
  const bodyMatch = /body=\{([\s\S]*)\}\s*\/>$/.exec(rest.trim());
  const body = bodyMatch ? evaluateBody(bodyMatch[1]!) : undefined;
  const curl = generateSamples({ method: op.method, url: op.url, body, variables }).find((s) => s.lang === "curl")!;
  return `\`${op.method} ${new URL(op.url).pathname}\` ([API reference](${op.path}))\n\n\`\`\`bash\n${curl.code}\n\`\`\``;
}

export function mdxToMarkdown(body: string, operations: ReadonlyMap<string, OperationRef>): string {
  const lines: string[] = [];
  let quote = false;
  let step = 0;
  const source = body
    .replace(/<ApiExample\b[\s\S]*?\/>/g, (tag) => apiExampleToMarkdown(tag, operations))
    .replace(
      /<Card\b([^>]*)>([\s\S]*?)<\/Card>/g,
      (_, attrs: string, text: string) =>
        `- [${attribute(attrs, "title") ?? ""}](${attribute(attrs, "to") ?? ""}): ${text.replace(/\s+/g, " ").trim()}`,
    );
  let fence: string | null = null;
  for (const raw of source.split("\n")) {
    const trimmed = raw.trim();
    const fenceMatch = /^(`{3,}|~{3,})(.*)$/.exec(trimmed);
    if (fenceMatch) {
      if (fence === null) {
        fence = fenceMatch[1]!;
        // Keep the language, drop our meta (title, operations, line ranges).
        const lang = fenceMatch[2]!.trim().split(/\s+/)[0] ?? "";
        lines.push(`${quote ? "> " : ""}${raw.slice(0, raw.indexOf(fence))}${fence}${lang}`);
        continue;
      }
      if (trimmed.startsWith(fence)) fence = null;
    }
    if (fence !== null) {
      lines.push(`${quote ? "> " : ""}${raw}`);
      continue;
    }
    const admonition = /^<Admonition\b([^>]*)>$/.exec(trimmed);
    // The Markdown form, :::type[Optional title] ... ::: (src/lib/mdx/remark-admonitions.ts).
    const directive = /^:{3,}([a-z]+)(?:\[(.*)\])?\s*$/.exec(trimmed);
    if (admonition || directive) {
      const type = (admonition ? attribute(admonition[1]!, "type") : directive![1]) ?? "note";
      const title = admonition ? attribute(admonition[1]!, "title") : directive![2];
      lines.push(`> **${ADMONITION_TITLES[type] ?? "Note"}${title ? `: ${title}` : ""}**`, ">");
      quote = true;
      continue;
    }
    if (trimmed === "</Admonition>" || (quote && /^:{3,}$/.test(trimmed))) {
      quote = false;
      lines.push("");
      continue;
    }
    const tabItem = /^<TabItem\b([^>]*)>$/.exec(trimmed);
    if (tabItem) {
      lines.push(`**${attribute(tabItem[1]!, "label") ?? attribute(tabItem[1]!, "value") ?? ""}**`, "");
      continue;
    }
    // <Steps> of <Step title>: numbered bold titles; <Details summary>: a bold summary.
    if (/^<Steps\b[^>]*>$/.test(trimmed)) step = 0;
    const stepOrDetails = /^<(Step|Details)\b([^>]*?)\s*(\/?)>$/.exec(trimmed);
    if (stepOrDetails) {
      const [, tag, attrs] = stepOrDetails;
      const label =
        tag === "Step" ? `${(step += 1)}. ${attribute(attrs!, "title") ?? ""}` : attribute(attrs!, "summary");
      lines.push(`${quote ? "> " : ""}**${label ?? ""}**`, quote ? ">" : "");
      continue;
    }
    if (/^<\/?(Tabs|TabItem|CardGrid|Steps|Step|Details)\b[^>]*>$/.test(trimmed)) continue;
    // Cards were turned into list items above; keep them flush left.
    const line = /^\s+- \[/.test(raw) ? raw.trimStart() : raw;
    lines.push(quote ? (trimmed ? `> ${line}` : ">") : line);
  }
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
