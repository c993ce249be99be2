/**
 * Path, query and header parameters as form fields made from the operation: a select for an
 * enum or a boolean, text for the rest, each with its required mark, description and problem.
 */
import React, { useId } from "react";
import { parameterKey } from "../../../browser/api-console/parameters";
import type { ConsoleParameter, ParameterLocation } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";

interface Props {
  readonly parameters: readonly ConsoleParameter[];
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (key: string, text: string) => void;
  readonly problemOf: (key: string) => string | undefined;
}

const LOCATIONS: readonly ParameterLocation[] = ["path", "query", "header"];

function choicesOf(param: ConsoleParameter): readonly string[] | null {
  if (param.field.enum) return param.field.enum.map(String);
  if (param.field.type === "boolean") return ["true", "false"];
  return null;
}

function Field({
  param,
  value,
  onChange,
  problem,
}: {
  readonly param: ConsoleParameter;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly problem: string | undefined;
}) {
  const id = useId();
  // consoleStrings.listHint is plain text of ours; the description is build-time HTML (raw HTML disabled).
  const hintHtml = `${param.descriptionHtml}${param.field.type === "array" ? `<p>${consoleStrings.listHint}</p>` : ""}`;
  const describedBy = [problem ? `${id}-problem` : "", hintHtml ? `${id}-description` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    value,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": param.required || undefined,
  };
  const choices = choicesOf(param);
  const numeric = param.field.type === "integer" ? "numeric" : param.field.type === "number" ? "decimal" : undefined;
  return (
    <div className="api-console-field">
      <label htmlFor={id}>
        <code>{param.name}</code>
        {param.required && <span className="api-console-required"> ({consoleStrings.requiredField})</span>}
        {param.field.type !== "string" && <span className="api-console-type"> {param.field.type}</span>}
      </label>
      {choices ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {!param.required || value === "" ? <option value="">{consoleStrings.notSet}</option> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={numeric}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {problem && (
        <p id={`${id}-problem`} className="api-console-problem">
          {problem}
        </p>
      )}
      {hintHtml && (
        <div id={`${id}-description`} className="api-console-hint" dangerouslySetInnerHTML={{ __html: hintHtml }} />
      )}
    </div>
  );
}

export function ParameterFields({ parameters, values, onChange, problemOf }: Props) {
  return (
    <>
      {LOCATIONS.map((location) => {
        const here = parameters.filter((p) => p.in === location);
        if (here.length === 0) return null;
        return (
          <fieldset key={location} className="api-console-group">
            <legend>{consoleStrings.parametersIn(location)}</legend>
            {here.map((param) => {
              const key = parameterKey(param);
              return (
                <Field
                  key={key}
                  param={param}
                  value={values[key] ?? ""}
                  onChange={(text) => onChange(key, text)}
                  problem={problemOf(key)}
                />
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
