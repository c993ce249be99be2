import React from "react";
import { CodeBlock } from "../CodeBlock";
import { splitHighlightedLines } from "../../common/mdx/highlight-lines";

/** A JSON example, highlighted at build time; pages receive only its markup. */
export function JsonExample({ html, title }: { readonly html: string; readonly title?: string }) {
  return (
    <CodeBlock
      language="json"
      title={title ?? null}
      lines={splitHighlightedLines(html).map((line) => ({ html: line, highlighted: false }))}
    />
  );
}
