import React from "react";
import { asSchemaNode } from "../../../../shared/schema-label";
import { Link } from "../../Link";
import { BodyExamples } from "../BodyExamples";
import { Html, SchemaTree } from "../SchemaTree";
import { SectionHeading } from "../SectionHeading";
import * as styles from "../styles.module.css";
import type { SubSection } from "../Sections";
import type { OperationResponse } from "./types";
import { operationStrings } from "../../../api-strings/operation";

/** The id of a response's heading, for the heading, the TOC and the "same schema as" links. */
export const responseId = (status: string) => `response-${status}`;

export const responseSubsections = (responses: readonly OperationResponse[]): SubSection[] =>
  responses.map((response) => ({ id: responseId(response.status), title: response.status }));

/** One section per response status: description, headers, schema tree and examples. */
export function Responses({ responses }: { readonly responses: readonly OperationResponse[] }) {
  return (
    <>
      {responses.map((response) => (
        // The shared error responses repeat on every page; search indexes the success response only.
        <section
          key={response.status}
          className={styles.response}
          aria-labelledby={responseId(response.status)}
          data-nosearch={response.status.startsWith("2") ? undefined : true}
        >
          <SectionHeading id={responseId(response.status)} level={3}>
            {response.status}
          </SectionHeading>
          <Html html={response.descriptionHtml} />
          {response.headers.length > 0 && (
            <ul>
              {response.headers.map((h) => (
                <li key={h.name}>
                  <code>{h.name}</code> {operationStrings.header} {h.description}
                </li>
              ))}
            </ul>
          )}
          <div data-nosearch>
            {response.sameSchemaAs && (
              <p>
                {operationStrings.sameSchemaAs}{" "}
                <Link href={`#${responseId(response.sameSchemaAs)}`}>
                  {response.sameSchemaAs} {operationStrings.response}
                </Link>
                .
              </p>
            )}
            {response.schema && <SchemaTree node={asSchemaNode(response.schema)} />}
            <BodyExamples examples={response.examples} title={operationStrings.responseExample} />
          </div>
        </section>
      ))}
    </>
  );
}
