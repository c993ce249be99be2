/**
 * Request samples in curl, Python and JavaScript. Every sample on every page shares one
 * tab group, so a reader's language choice follows them everywhere and is remembered.
 */
import React from "react";
import { CodeBlock } from "../CodeBlock";
import { TabsView } from "../Tabs";
import { splitHighlightedLines } from "../../common/mdx/highlight-lines";

export const CODE_SAMPLES_GROUP = "code-samples";

/** A request sample as pages receive it: highlighted markup only (the text is read from the DOM). */
export interface CodeSampleData {
  readonly lang: string;
  readonly label: string;
  readonly html: string;
}

export function CodeSamples({
  samples,
  title,
}: {
  readonly samples: readonly CodeSampleData[];
  readonly title?: string;
}) {
  return (
    <TabsView
      groupId={CODE_SAMPLES_GROUP}
      tabs={samples.map((sample) => ({
        value: sample.lang,
        label: sample.label,
        content: (
          <CodeBlock
            language={sample.lang === "curl" ? "bash" : sample.lang}
            title={title ?? null}
            lines={splitHighlightedLines(sample.html).map((html) => ({ html, highlighted: false }))}
          />
        ),
      }))}
    />
  );
}
