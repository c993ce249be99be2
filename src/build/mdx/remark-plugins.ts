/**
 * The remark plugins of every MDX page, in order, declared once: gatsby-config hands them to
 * gatsby-plugin-mdx, and the build's own readers of the Markdown tree (read-mdx.ts: the TOC)
 * parse with the same syntax and structure. remark-gfm and remark-directive are ESM-only; Node
 * (20.19 and later, see `engines`) requires them synchronously, as parser extensions must be.
 */
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkApiExample } from "./remark-api-example";
import { remarkCodeMeta } from "./remark-code-meta";
import { remarkDecodableLinks } from "./remark-decodable-links";
import { remarkGithubAlerts } from "./remark-github-alerts";
import { remarkMermaid } from "./remark-mermaid";
import { remarkNoScript } from "./remark-no-script";
import { remarkSafeLinks } from "./remark-safe-links";
import { remarkSyntaxErrors } from "./remark-syntax-errors";

/** The syntax (GFM tables and lists, :::directives) and the structure (admonitions, GitHub alerts) of the tree, all synchronous. */
export const structurePlugins = [
  // First: a parse error then names the file and line (it wraps the parser, which runs first).
  remarkSyntaxErrors,
  remarkGfm,
  // :::tip[Title] ... ::: becomes <Admonition type="tip" title="Title">.
  remarkDirective,
  remarkAdmonitions,
  // > [!NOTE] (GitHub's alerts) becomes <Admonition type="note"> too.
  remarkGithubAlerts,
];

/** What pages compile with: the structure, then the checks and enrichments of the build. */
export const remarkPlugins = [
  ...structurePlugins,
  remarkSafeLinks,
  remarkDecodableLinks,
  // Before the diagrams: the figures remarkMermaid makes are the build's own HTML, not the author's.
  remarkNoScript,
  remarkMermaid,
  remarkCodeMeta,
  remarkApiExample,
];
