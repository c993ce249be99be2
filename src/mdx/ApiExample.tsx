/**
 * Author component: an API request in curl, Python and JavaScript. The samples were
 * generated at build time (remark-api-example) from the operation and one JSON body.
 */
import React from "react";
import { CodeSamples, type CodeSampleData } from "../components/CodeSamples";
import { MethodBadge } from "../components/MethodBadge";
import { Link } from "../components/Link";
import { apiExampleStrings } from "./api-example-strings";
import * as styles from "./styles.module.css";

interface Props {
  readonly operation: string;
  readonly method?: string;
  readonly url?: string;
  readonly samplesJson?: string;
  /** The operation's page in the API reference. */
  readonly reference?: string;
  readonly title?: string;
  /** Comma-separated environment variables the samples read, set at build time. */
  readonly variableNames?: string;
}

export function ApiExample({ operation, method, url, samplesJson, reference, title, variableNames }: Props) {
  if (!samplesJson || !method || !url || !reference) {
    throw new Error(
      `<ApiExample operation="${operation}"> was not expanded at build time; is remark-api-example configured?`,
    );
  }
  const samples = JSON.parse(samplesJson) as CodeSampleData[];
  return (
    <figure className={styles.apiExample}>
      <figcaption className={styles.caption}>
        <MethodBadge method={method} />
        <code className={styles.url}>{new URL(url).pathname}</code>
        <Link href={reference} className={styles.reference}>
          {title ?? "API reference"}
        </Link>
      </figcaption>
      {variableNames ? (
        <p className={styles.variables}>{apiExampleStrings.readsVariables(variableNames.split(","))}</p>
      ) : null}
      <CodeSamples samples={samples} />
    </figure>
  );
}
