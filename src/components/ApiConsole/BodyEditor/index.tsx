/**
 * The request body as JSON text, starting at the operation's example; several named examples
 * get a picker. Problems found before sending are listed under it by JSON pointer.
 */
import React, { useId, useState } from "react";
import type { InputProblem } from "../../../browser/api-console/request";
import type { ConsoleRequestBody } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";

interface Props {
  readonly body: ConsoleRequestBody;
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly problems: readonly InputProblem[];
}

const asText = (value: unknown) => JSON.stringify(value, null, 2);

export function BodyEditor({ body, text, onChange, problems }: Props) {
  const id = useId();
  const [example, setExample] = useState(0);
  const rows = Math.min(20, Math.max(6, text.split("\n").length + 1));
  const schemaProblems = problems.filter((p) => p.pointer !== undefined);
  const syntaxProblem = problems.find((p) => p.pointer === undefined);
  return (
    <div className="api-console-field">
      <div className="api-console-body-bar">
        <label htmlFor={id}>
          {consoleStrings.requestBodyJson}
          {body.required && <span className="api-console-required"> ({consoleStrings.requiredField})</span>}
        </label>
        {body.examples.length > 1 && (
          <span>
            <label htmlFor={`${id}-example`}>{consoleStrings.requestExample}</label>{" "}
            <select
              id={`${id}-example`}
              value={example}
              onChange={(event) => {
                const index = Number(event.target.value);
                setExample(index);
                onChange(asText(body.examples[index]?.value));
              }}
            >
              {body.examples.map((e, index) => (
                <option key={e.name} value={index}>
                  {e.summary || e.name}
                </option>
              ))}
            </select>
          </span>
        )}
        {body.examples.length > 0 && (
          <button type="button" className="button" onClick={() => onChange(asText(body.examples[example]?.value))}>
            {consoleStrings.resetToExample}
          </button>
        )}
      </div>
      <textarea
        id={id}
        className="api-console-editor"
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        value={text}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problems.length > 0 && (
        <div id={`${id}-problems`} className="api-console-problem">
          {syntaxProblem && <p>{syntaxProblem.message}</p>}
          {schemaProblems.length > 0 && (
            <>
              <p>{consoleStrings.bodyProblems}</p>
              <ul>
                {schemaProblems.map((p) => (
                  <li key={`${p.pointer}:${p.message}`}>
                    {p.pointer ? <code>{p.pointer}</code> : consoleStrings.bodyRoot}: {p.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
