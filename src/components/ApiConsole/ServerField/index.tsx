/** The server to call: the configured base URL, the description's servers, or a custom base URL. */
import React, { useId } from "react";
import type { ConsoleServer } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";
import type { ServerChoice } from "../Console/useConsoleInputs";

const CUSTOM = "custom";

interface Props {
  readonly servers: readonly ConsoleServer[];
  readonly choice: ServerChoice;
  readonly onChange: (choice: ServerChoice) => void;
  readonly problem: string | undefined;
}

export function ServerField({ servers, choice, onChange, problem }: Props) {
  const id = useId();
  const customId = `${id}-custom`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <div className="api-console-field">
      <label htmlFor={id}>{consoleStrings.server}</label>
      <select
        id={id}
        value={choice.kind === "listed" ? choice.url : CUSTOM}
        onChange={(event) =>
          onChange(
            event.target.value === CUSTOM ? { kind: "custom", text: "" } : { kind: "listed", url: event.target.value },
          )
        }
      >
        {servers.map((server) => (
          <option key={server.url} value={server.url}>
            {server.description ? `${server.url} — ${server.description}` : server.url}
          </option>
        ))}
        <option value={CUSTOM}>{consoleStrings.customServer}</option>
      </select>
      {choice.kind === "custom" && (
        <>
          <label htmlFor={customId}>{consoleStrings.customBaseUrl}</label>
          <input
            id={customId}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://"
            value={choice.text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            onChange={(event) => onChange({ kind: "custom", text: event.target.value })}
          />
          <p id={hintId} className="api-console-hint">
            {consoleStrings.customBaseUrlHint}
          </p>
        </>
      )}
      {problem && (
        <p id={problemId} className="api-console-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
