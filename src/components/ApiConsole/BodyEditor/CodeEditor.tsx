/**
 * prism-code-editor in React: a real <textarea> (so labels, forms, autofill-off and screen
 * readers work as for any field) under a highlighted copy of its text. The editor owns the text
 * while the reader types; a value from outside (Reset, an example, a reopened request) is
 * written into it. Lines with a problem get a class, set again after each redraw of the lines.
 */
// The package's layout sheet, copied as it ships (webpack here does not resolve a package's CSS
// export with the ?lazy-stylesheet query); __tests__/editor-layout.test.ts keeps it equal.
import editorLayout from "./prism-code-editor-layout.css?lazy-stylesheet";
import { createEditor, type PrismEditor } from "prism-code-editor";
import { defaultCommands, editHistory, setIgnoreTab } from "prism-code-editor/commands";
import { highlightBracketPairs } from "prism-code-editor/highlight-brackets";
import { matchBrackets } from "prism-code-editor/match-brackets";
import "prism-code-editor/prism/languages/json";
import React, { useEffect, useLayoutEffect, useRef } from "react";

/** The editor's own layout rules: loaded with the console (Console/index.tsx). */
export const EDITOR_STYLESHEET: string = editorLayout;

const MARK = "api-console-problem-line";

// Tab moves the focus on, as in any form field, instead of indenting: no keyboard trap. Enter
// keeps the indentation of the line; Ctrl+M (⌘+M on a Mac) lets Tab indent, as in VS Code.
setIgnoreTab(true);

interface Props {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** 1-based lines to mark as holding a problem. */
  readonly markedLines: readonly number[];
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

function markLines(editor: PrismEditor, lines: readonly number[]): void {
  // editor.lines[0] holds the overlays; line n is editor.lines[n].
  for (let n = 1; n < editor.lines.length; n++) editor.lines[n]!.classList.toggle(MARK, lines.includes(n));
}

export function CodeEditor({ id, value, onChange, markedLines, invalid, describedBy }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<PrismEditor | null>(null);
  const latest = useRef({ onChange, markedLines });
  latest.current = { onChange, markedLines };

  useLayoutEffect(() => {
    const made = createEditor(
      host.current,
      {
        language: "json",
        value,
        tabSize: 2,
        // Called once while the editor is made, before createEditor returns: use its argument.
        onUpdate: (text, self) => {
          markLines(self, latest.current.markedLines);
          latest.current.onChange(text);
        },
      },
      matchBrackets(),
      highlightBracketPairs(),
      defaultCommands(),
      editHistory(),
    );
    const area = made.textarea;
    area.id = id;
    area.spellcheck = false;
    area.setAttribute("autocapitalize", "off");
    area.setAttribute("autocomplete", "off");
    editor.current = made;
    return () => {
      made.remove();
      editor.current = null;
    };
    // Made once; the value follows below, the handlers through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // A value from outside the editor (Reset, an example, a reopened request) replaces its text.
  useEffect(() => {
    const current = editor.current;
    if (current && current.value !== value) current.setOptions({ value });
  }, [value]);

  useEffect(() => {
    const area = editor.current?.textarea;
    if (!area) return;
    if (invalid) area.setAttribute("aria-invalid", "true");
    else area.removeAttribute("aria-invalid");
    if (describedBy) area.setAttribute("aria-describedby", describedBy);
    else area.removeAttribute("aria-describedby");
  }, [invalid, describedBy]);

  useEffect(() => {
    if (editor.current) markLines(editor.current, markedLines);
  }, [markedLines]);

  return <div ref={host} className="api-console-editor-host" />;
}
