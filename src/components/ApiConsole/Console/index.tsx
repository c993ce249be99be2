/**
 * The API console, loaded lazily with its stylesheets and its operation's data: a form that
 * sends the operation to a server with the reader's key (Ctrl/⌘+Enter from any field), the
 * answer, the tab's history of the operation, then code samples that follow the form and the
 * page's example responses.
 */
import stylesheet from "../console.css?lazy-stylesheet";
import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { siteConfig } from "../../../config";
import { bringIntoView } from "../../../browser/api-console/bring-into-view";
import { fetchArguments, keyProblem, prepareRequest, type InputProblem } from "../../../browser/api-console/request";
import { serverChoices } from "../../../common/api-console/server";
import type { ConsoleSetup } from "../../../common/api-console/types";
import { loadStylesheets } from "../../../browser/load-stylesheets";
import { consoleStrings } from "../../../console-strings";
import type { CodeSampleData } from "../../CodeSamples";
import { Answer } from "../Answer";
import { BodyEditor } from "../BodyEditor";
import { EDITOR_STYLESHEET } from "../BodyEditor/CodeEditor";
import { History } from "../History";
import { KeyField } from "../KeyField";
import { LiveSamples } from "../LiveSamples";
import { ParameterFields } from "../ParameterFields";
import { ServerField } from "../ServerField";
import { fetchSetup } from "./setup";
import { useConsoleInputs } from "./useConsoleInputs";
import { useHistory } from "./useHistory";
import { useFullScreenDialog } from "./useFullScreenDialog";
import { useSendShortcut } from "./useSendShortcut";
import { useSender } from "./useSender";

export interface ConsoleProps {
  readonly samples: readonly CodeSampleData[];
  /** The page's example responses, shown under the console as they are beside the samples. */
  readonly examples: React.ReactNode;
  /** Grows with each press of Try it: each takes the focus to the console. */
  readonly opened: number;
  readonly onClose: () => void;
}

/** The console bound to its operation, once its data and stylesheet have arrived (never unstyled). */
export async function prepareConsole(slug: string): Promise<{ default: React.ComponentType<ConsoleProps> }> {
  const [setup] = await Promise.all([fetchSetup(slug), loadStylesheets([stylesheet, EDITOR_STYLESHEET])]);
  return { default: (props: ConsoleProps) => <Console setup={setup} {...props} /> };
}

function focusFirstProblem(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export function Console({ setup, examples, opened, onClose }: ConsoleProps & { readonly setup: ConsoleSetup }) {
  const op = setup.operation;
  const [servers] = useState(() => serverChoices(siteConfig.apiConsole.baseUrl, setup.servers));
  const inputs = useConsoleInputs(op, servers);
  const { state, send, busy, cancel } = useSender();
  const [problems, setProblems] = useState<readonly InputProblem[]>([]);
  const [notSent, setNotSent] = useState(false);
  const history = useHistory(op.slug, op.method);
  // The inputs (key included, in memory only) the shown answer was sent with.
  const [sentWith, setSentWith] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const layout = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreenDialog(layout);
  const lastDraft = useRef<ReturnType<typeof prepareRequest> | null>(null);
  const onShortcut = useSendShortcut(useCallback(() => form.current?.requestSubmit(), []));

  // Opening the console, or pressing Try it again, takes the reader to it: the form starts at
  // the top of the pane (and the pane at the top of the window), so Send is in view.
  useEffect(() => {
    if (section.current)
      bringIntoView(section.current, section.current.closest("[data-request-pane]"), sendButton.current);
    heading.current?.focus({ preventScroll: true });
  }, [opened]);
  useEffect(() => {
    if (problems.length > 0) focusFirstProblem(form.current);
  }, [problems]);

  // The samples follow the inputs; while the inputs cannot make a request, they keep the last that could.
  const draft = prepareRequest(op, inputs.values, "draft");
  if (draft.ok) lastDraft.current = draft;
  const shown = lastDraft.current?.ok ? lastDraft.current.request : null;
  const current = JSON.stringify([inputs.values, inputs.key]);
  const stale = notSent || (sentWith !== null && sentWith !== current);

  const sending = state.kind === "sending";
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // One request in flight per console: a press while it is out sends nothing.
    if (busy()) return;
    const prepared = prepareRequest(op, inputs.values);
    const badKey = keyProblem(inputs.key);
    const found = [...(badKey ? [badKey] : []), ...(prepared.ok ? [] : prepared.problems)];
    setProblems(found);
    setNotSent(found.length > 0);
    if (!prepared.ok || found.length > 0) return;
    const { url, init } = fetchArguments(prepared.request, inputs.key);
    const sent = inputs.values;
    const time = Date.now();
    setSentWith(current);
    void send(url, init).then((ended) => history.record(sent, time, ended));
  };
  const problemsOf = (field: string) => problems.filter((p) => p.field === field);

  return (
    // Escape closes, and Ctrl/⌘+Enter sends from any field (the editor would otherwise take the Enter).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={layout}
      className="api-console-layout"
      {...(fullScreen && { role: "dialog", "aria-modal": true, "aria-labelledby": headingId })}
      onKeyDownCapture={onShortcut}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
    >
      <section ref={section} className="api-console" aria-labelledby={headingId}>
        <div className="api-console-header">
          <h3 id={headingId} ref={heading} tabIndex={-1}>
            {consoleStrings.consoleTitle}
          </h3>
          <button type="button" className="button" onClick={onClose}>
            {consoleStrings.closeConsole}
          </button>
        </div>
        <p className="api-console-intro">{consoleStrings.consoleIntro}</p>
        <form ref={form} onSubmit={onSubmit} noValidate>
          <ServerField
            servers={servers}
            choice={inputs.server}
            onChange={inputs.setServer}
            problem={problemsOf("server")[0]?.message}
          />
          <KeyField
            initial={inputs.key}
            onChange={inputs.setKey}
            revealed={inputs.revealed}
            onReveal={inputs.setRevealed}
            remember={inputs.remember}
            onRemember={inputs.setRemember}
            notKept={inputs.notKept}
            problem={problemsOf("key")[0]?.message}
          />
          <ParameterFields
            parameters={op.parameters}
            values={inputs.values.parameters}
            onChange={inputs.setParameter}
            problemOf={(key) => problemsOf(key)[0]?.message}
          />
          {op.requestBody && (
            <BodyEditor
              body={op.requestBody}
              text={inputs.values.body}
              onChange={inputs.setBody}
              problems={problemsOf("body")}
            />
          )}
          <div className="api-console-actions">
            <button
              ref={sendButton}
              type="submit"
              className="button button--primary"
              aria-disabled={sending}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {sending ? consoleStrings.sending : consoleStrings.send}
            </button>
            <button type="button" className="button" aria-disabled={!sending} onClick={() => sending && cancel()}>
              {consoleStrings.cancel}
            </button>
            <span className="api-console-hint">{consoleStrings.sendShortcut}</span>
          </div>
        </form>
        {notSent && (
          <p className="api-console-problem" role="alert">
            {consoleStrings.notSent}
          </p>
        )}
        <Answer state={state} responses={op.responses} stale={stale} fileName={`${op.slug}-response`} />
        <History
          entries={history.entries}
          onReopen={(entry) => {
            inputs.restore(entry);
            setProblems([]);
            heading.current?.focus();
          }}
          onClear={history.clear}
        />
      </section>
      {/* After the form, so nothing above it pushes Send out of view or covers a field. */}
      <LiveSamples request={shown} revealedKey={inputs.revealed && inputs.key ? inputs.key : null} />
      {examples}
    </div>
  );
}
