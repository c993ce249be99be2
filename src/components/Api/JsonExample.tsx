import React from "react";
import { CodeBlock } from "../CodeBlock";
import { splitHighlightedLines } from "../../lib/mdx/highlight-lines";

/** A JSON example, highlighted at build time. */
export function JsonExample({
  example,
  html,
  title,
}: {
  readonly example: unknown;
  readonly html: string;
  readonly title?: string;
}) {
  return (
    <CodeBlock
      code={JSON.stringify(example, null, 2)}
      language="json"
      title={title ?? null}
      lines={splitHighlightedLines(html).map((line) => ({ html: line, highlighted: false }))}
    />
  );
}
