/**
 * A code block: optional title, build-time highlighted lines (some emphasised), and a copy
 * button. It receives ready markup; the browser runs no highlighter.
 */
import React, { useRef } from "react";
import { codeLinesHtml, type CodeLine } from "../../common/mdx/highlight-lines";
import { CopyButton } from "./CopyButton";
import * as styles from "./styles.module.css";

const LINE_CLASSES = { line: styles.line ?? "", highlighted: styles.highlighted ?? "" };

interface Props {
  readonly lines: readonly CodeLine[];
  readonly language: string;
  readonly title?: string | null;
  /** A caption beside the title, such as "Abridged response". */
  readonly note?: string | null;
}

export function CodeBlock({ lines, language, title, note }: Props) {
  const codeRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.block} data-language={language}>
      {(title || note) && (
        <div className={styles.title}>
          {title}
          {note && <span className={styles.note}>{note}</span>}
        </div>
      )}
      <div className={styles.body}>
        {/* The pre scrolls horizontally; it must be focusable for keyboard users. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className={styles.pre} tabIndex={0}>
          <code
            ref={codeRef}
            className={`hljs language-${language}`}
            // Escaped, highlighted markup produced at build time by highlight.js, a span per line.
            dangerouslySetInnerHTML={{ __html: codeLinesHtml(lines, LINE_CLASSES) }}
          />
        </pre>
        <CopyButton getText={() => (codeRef.current?.textContent ?? "").replace(/\n$/, "")} />
      </div>
    </div>
  );
}
