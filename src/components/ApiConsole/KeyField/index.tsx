/**
 * The API key: a password field with a reveal toggle, and a choice to keep it for this tab.
 * It is never written to localStorage, a URL or the console log.
 */
import React, { useId } from "react";
import { consoleStrings } from "../../../console-strings";

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly revealed: boolean;
  readonly onReveal: (revealed: boolean) => void;
  readonly remember: boolean;
  readonly onRemember: (remember: boolean) => void;
}

export function KeyField({ value, onChange, revealed, onReveal, remember, onRemember }: Props) {
  const id = useId();
  return (
    <div className="api-console-field">
      <label htmlFor={id}>{consoleStrings.apiKey}</label>
      <div className="api-console-key">
        <input
          id={id}
          type={revealed ? "text" : "password"}
          // Not a site password: no autofill, no saving, no spell-checking service.
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button" aria-pressed={revealed} onClick={() => onReveal(!revealed)}>
          {consoleStrings.showKey}
        </button>
      </div>
      <label className="api-console-check">
        <input type="checkbox" checked={remember} onChange={(event) => onRemember(event.target.checked)} />{" "}
        {consoleStrings.rememberKey}
      </label>
      <p id={`${id}-hint`} className="api-console-hint">
        {consoleStrings.keyHint}
      </p>
    </div>
  );
}
