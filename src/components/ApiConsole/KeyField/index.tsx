/**
 * The API key: a password field with a reveal toggle, and a choice to keep it for this tab.
 * It is never written to localStorage, a URL or the console log, nor to any attribute of the
 * page: React keeps a controlled input's `value` attribute in step with what is typed (and
 * writes a `defaultValue` there too), where a stylesheet could read it, so the field is
 * uncontrolled and its first value is set as a property once it is mounted.
 */
import React, { useId, useLayoutEffect, useRef, useState } from "react";
import { consoleStrings } from "../../../console-strings";

interface Props {
  /** The key when the field appears (kept for this tab, or typed before the console closed). */
  readonly initial: string;
  readonly onChange: (value: string) => void;
  readonly revealed: boolean;
  readonly onReveal: (revealed: boolean) => void;
  readonly remember: boolean;
  readonly onRemember: (remember: boolean) => void;
  /** Remember was asked for, and this tab's storage refused the key. */
  readonly notKept: boolean;
  /** Why the key cannot be sent, after a refused Send. */
  readonly problem: string | undefined;
}

export function KeyField({ initial, onChange, revealed, onReveal, remember, onRemember, notKept, problem }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [first] = useState(initial);
  useLayoutEffect(() => {
    if (field.current) field.current.value = first;
  }, [first]);
  const problemId = `${id}-problem`;
  return (
    <div className="api-console-field">
      <label htmlFor={id}>{consoleStrings.apiKey}</label>
      <div className="api-console-key">
        <input
          ref={field}
          id={id}
          type={revealed ? "text" : "password"}
          // Not a site password: no autofill, no saving, no spell-checking service.
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${id}-hint` : `${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        {/* The label says what a press will do; a pressed state would say the opposite of "Hide". */}
        <button type="button" className="button" onClick={() => onReveal(!revealed)}>
          {revealed ? consoleStrings.hideKey : consoleStrings.showKey}
        </button>
      </div>
      {problem && (
        <p id={problemId} className="api-console-problem">
          {problem}
        </p>
      )}
      <label className="api-console-check">
        <input type="checkbox" checked={remember} onChange={(event) => onRemember(event.target.checked)} />{" "}
        {consoleStrings.rememberKey}
      </label>
      {notKept && (
        <p className="api-console-problem" role="alert">
          {consoleStrings.keyNotKept}
        </p>
      )}
      <p id={`${id}-hint`} className="api-console-hint">
        {consoleStrings.keyHint}
      </p>
    </div>
  );
}
