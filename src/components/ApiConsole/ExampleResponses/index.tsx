/**
 * The documented example of every response, success and errors, one status at a time; a
 * response with several named examples gets a picker.
 */
import React, { useId, useState } from "react";
import type { ConsoleResponse } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";
import { TabsView } from "../../Tabs";

function Examples({ response }: { readonly response: ConsoleResponse }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const shown = response.examples[selected];
  if (!shown) return <p>{consoleStrings.noExample}</p>;
  return (
    <>
      {response.examples.length > 1 && (
        <p>
          <label htmlFor={id}>{consoleStrings.requestExample}</label>{" "}
          <select id={id} value={selected} onChange={(event) => setSelected(Number(event.target.value))}>
            {response.examples.map((example, index) => (
              <option key={example.name} value={index}>
                {example.summary || example.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways. */}
      <pre className="api-console-body" tabIndex={0} aria-label={consoleStrings.exampleOfStatus(response.status)}>
        <code>{JSON.stringify(shown.value, null, 2)}</code>
      </pre>
    </>
  );
}

export function ExampleResponses({ responses }: { readonly responses: readonly ConsoleResponse[] }) {
  if (responses.length === 0) return null;
  return (
    <div className="api-console-examples">
      <h4>{consoleStrings.exampleResponses}</h4>
      <TabsView
        tabs={responses.map((response) => ({
          value: response.status,
          label: response.status,
          content: <Examples response={response} />,
        }))}
      />
    </div>
  );
}
