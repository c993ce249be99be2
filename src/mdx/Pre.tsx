/** Maps MDX's <pre><code> to CodeBlock, reading what rehype-highlight-code prepared. */
import React from "react";
import { CodeBlock } from "../components/CodeBlock";
import { parseCodeLines, parseMetaAttribute, type CodeLine } from "../common/mdx/highlight-lines";
import { responseMark } from "../common/mdx/response-marks";
import { strings } from "../strings";

interface CodeProps {
  readonly children?: React.ReactNode;
  readonly metastring?: string;
  readonly "data-lines"?: string;
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
  const lines: CodeLine[] = props["data-lines"]
    ? parseCodeLines(props["data-lines"])
    : textOf(props.children)
        .replace(/\n$/, "")
        .split("\n")
        .map((line) => ({ html: line.replace(/&/g, "&amp;").replace(/</g, "&lt;"), highlighted: false }));
  const title = parseMetaAttribute(props.metastring, "title");
  // An API answer the page shows abridged or made up says so, where the reader looks at it.
  const mark = responseMark(parseMetaAttribute(props.metastring, "response"), `The code block "${title ?? ""}"`);
  return (
    <CodeBlock
      lines={lines}
      language={props["data-language"] ?? "text"}
      title={title}
      note={mark ? strings.responseMark[mark] : null}
    />
  );
}
