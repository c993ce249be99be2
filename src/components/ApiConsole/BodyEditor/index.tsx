/**
 * The request body as JSON text, starting at the operation's example; several named examples
 * get a picker. The editor (prism-code-editor, a textarea under highlighted lines) highlights
 * JSON, matches brackets, indents, and marks the lines of the problems found before sending,
 * which are listed under it by line and JSON pointer.
 */
import React, { useId, useMemo, useState } from "react";
import { firstSyntaxErrorLine, linesOfPointers } from "../../../browser/api-console/json-lines";
import type { InputProblem } from "../../../browser/api-console/request";
import type { ConsoleRequestBody } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";
import { CodeEditor } from "./CodeEditor";

interface Props {
  readonly body: ConsoleRequestBody;
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly problems: readonly InputProblem[];
}

const asText = (value: unknown) => JSON.stringify(value, null, 2);

/** Each problem with the line it sits on in the current text (null when the text no longer holds it). */
function locate(text: string, problems: readonly InputProblem[]): { problem: InputProblem; line: number | null }[] {
  const pointers = problems.map((p) => p.pointer ?? "");
  const lines = problems.some((p) => p.pointer !== undefined) ? linesOfPointers(text, pointers) : [];
  return problems.map((problem, index) => ({
    problem,
    line: problem.pointer === undefined ? firstSyntaxErrorLine(text) : (lines[index] ?? null),
  }));
}

export function BodyEditor({ body, text, onChange, problems }: Props) {
  const id = useId();
  const [example, setExample] = useState(0);
  const located = useMemo(() => locate(text, problems), [text, problems]);
  const schemaProblems = located.filter(({ problem }) => problem.pointer !== undefined);
  const syntaxProblem = located.find(({ problem }) => problem.pointer === undefined);
  const problemLines = located.flatMap(({ line }) => (line === null ? [] : [line]));
  const at = (line: number | null) => (line === null ? "" : `${consoleStrings.line(line)} · `);
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
      <CodeEditor
        id={id}
        value={text}
        onChange={onChange}
        markedLines={problemLines}
        invalid={problems.length > 0}
        describedBy={problems.length > 0 ? `${id}-problems` : undefined}
      />
      {problems.length > 0 && (
        <div id={`${id}-problems`} className="api-console-problem">
          {syntaxProblem && (
            <p>
              {at(syntaxProblem.line)}
              {syntaxProblem.problem.message}
            </p>
          )}
          {schemaProblems.length > 0 && (
            <>
              <p>{consoleStrings.bodyProblems}</p>
              <ul>
                {schemaProblems.map(({ problem, line }) => (
                  <li key={`${problem.pointer}:${problem.message}`}>
                    {at(line)}
                    {problem.pointer ? <code>{problem.pointer}</code> : consoleStrings.bodyRoot}: {problem.message}
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
