/**
 * The responses as tabs by status, each panel with the description, headers, schema tree and
 * examples. Every panel is in the HTML (for search and for readers without JavaScript) with the
 * id `response-{status}`, which selects its tab from the URL (linked tabs, Tabs/).
 */
import React from "react";
import { asSchemaNode } from "../../../../openapi-contract/schema-label";
import { Link } from "../../Link";
import { TabsView } from "../../Tabs";
import { BodyExamples } from "../BodyExamples";
import { Html, SchemaTree } from "../SchemaTree";
import * as styles from "../styles.module.css";
import type { SubSection } from "../Sections";
import type { OperationResponse } from "./types";
import { operationStrings } from "../../../api-strings/operation";

/** The id of a response's panel, for the tabs, the TOC, the console and the "same schema as" links. */
export const responseId = (status: string) => `response-${status}`;

export const responseSubsections = (responses: readonly OperationResponse[]): SubSection[] =>
  responses.map((response) => ({ id: responseId(response.status), title: response.status }));

function Panel({ response }: { readonly response: OperationResponse }) {
  return (
    // The shared error responses repeat on every page; search indexes the success response only.
    <div data-nosearch={response.status.startsWith("2") ? undefined : true}>
      {/* The tab says the status; the heading keeps each response in the page's outline. */}
      <h3 className="visually-hidden">{operationStrings.responseHeading(response.status)}</h3>
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
    </div>
  );
}

export function Responses({ responses }: { readonly responses: readonly OperationResponse[] }) {
  return (
    <TabsView
      label={operationStrings.responsesByStatus}
      idOf={responseId}
      className={styles.responseTabs}
      tabs={responses.map((response) => ({
        value: response.status,
        label: response.status,
        content: <Panel response={response} />,
      }))}
    />
  );
}
