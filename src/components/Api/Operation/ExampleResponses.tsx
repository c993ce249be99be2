import React, { useId } from "react";
import { operationStrings } from "../../../api-strings/operation";
import { TabsView } from "../../Tabs";
import { BodyExamples } from "../BodyExamples";
import * as styles from "../styles.module.css";
import type { OperationResponse } from "./types";

/**
 * The documented example of each response, one status at a time, for the request pane: beside
 * the samples in two panes (in one column the responses below already show them, so CSS hides this).
 */
export function ExampleResponses({ responses }: { readonly responses: readonly OperationResponse[] }) {
  const id = useId();
  const shown = responses.filter((r) => r.examples.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className={styles.paneExamples} aria-labelledby={id} data-nosearch>
      <h3 id={id}>{operationStrings.exampleResponses}</h3>
      <TabsView
        tabs={shown.map((r) => ({
          value: r.status,
          label: r.status,
          content: <BodyExamples examples={r.examples} title={operationStrings.responseExampleOf(r.status)} />,
        }))}
      />
    </section>
  );
}
