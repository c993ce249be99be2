/** Maps MDX's <pre><code> to CodeBlock, reading what rehype-highlight-code prepared. */
import React from "react";
import { CodeBlock, type CodeLine } from "../components/CodeBlock";
import { parseMetaAttribute } from "../lib/mdx/highlight-lines";

interface CodeProps {
  readonly children?: React.ReactNode;
  readonly metastring?: string;
  readonly "data-lines"?: string;
  readonly "data-highlight"?: string;
  readonly "data-language"?: string;
}

function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

export function Pre({ children }: { readonly children?: React.ReactNode }) {
  const code = React.Children.only(children) as React.ReactElement<CodeProps>;
  const props = code.props;
  const marked = new Set((props["data-highlight"] ?? "").split(",").filter(Boolean).map(Number));
  const lines: CodeLine[] = props["data-lines"]
    ? (JSON.parse(props["data-lines"]) as string[]).map((html, i) => ({ html, highlighted: marked.has(i + 1) }))
    : textOf(props.children)
        .replace(/\n$/, "")
        .split("\n")
        .map((line) => ({ html: line.replace(/&/g, "&amp;").replace(/</g, "&lt;"), highlighted: false }));
  return (
    <CodeBlock
      lines={lines}
      language={props["data-language"] ?? "text"}
      title={parseMetaAttribute(props.metastring, "title")}
    />
  );
}
