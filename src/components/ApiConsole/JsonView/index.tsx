/**
 * A JSON value drawn as pretty-printed, highlighted text whose objects and arrays fold: each
 * is a native <details>, so folding works from the keyboard and with a screen reader and
 * needs no script of its own. The text reads exactly as JSON.stringify(value, null, 2), line
 * for line; the closing bracket a folded value hides is drawn by CSS, so copying or reading the
 * text never picks up a stray "…". Each line ends with its line feed (which a block of preformatted
 * text does not draw), so the element's text is the JSON as written; a summary's line feed is
 * left out, as the folded mark must follow on its line. Folding stops at FOLD_DEPTH, which keeps a long list of
 * records to one tab stop per record rather than one per nested object.
 */
import React from "react";

/** Objects and arrays this deep (the body's own fields are depth 1) fold; deeper ones do not. */
const FOLD_DEPTH = 2;

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

const INDENT = "  ";

function Scalar({ value }: { readonly value: Exclude<Json, object> | null }) {
  if (typeof value === "string") return <span className="hljs-string">{JSON.stringify(value)}</span>;
  if (typeof value === "number") return <span className="hljs-number">{String(value)}</span>;
  return <span className="hljs-literal">{String(value)}</span>;
}

function Key({ name }: { readonly name: string | null }) {
  if (name === null) return null;
  return (
    <>
      <span className="hljs-attr">{JSON.stringify(name)}</span>
      <span className="hljs-punctuation">: </span>
    </>
  );
}

interface NodeProps {
  readonly value: Json;
  readonly name: string | null;
  readonly depth: number;
  readonly comma: boolean;
}

function Node({ value, name, depth, comma }: NodeProps) {
  const indent = INDENT.repeat(depth);
  const tail = comma ? "," : "";
  if (value === null || typeof value !== "object") {
    return (
      <div>
        {indent}
        <Key name={name} />
        <Scalar value={value} />
        {tail}
        {"\n"}
      </div>
    );
  }
  const isArray = Array.isArray(value);
  const entries: [string | null, Json][] = isArray
    ? (value as readonly Json[]).map((item) => [null, item])
    : Object.entries(value);
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) {
    return (
      <div>
        {indent}
        <Key name={name} />
        {open}
        {close}
        {tail}
        {"\n"}
      </div>
    );
  }
  const children = entries.map(([key, item], index) => (
    <Node key={index} value={item} name={key} depth={depth + 1} comma={index < entries.length - 1} />
  ));
  const closing = (
    <div>
      {indent}
      {close}
      {tail}
      {"\n"}
    </div>
  );
  if (depth === 0 || depth > FOLD_DEPTH) {
    return (
      <>
        <div>
          {indent}
          <Key name={name} />
          {open}
          {"\n"}
        </div>
        {children}
        {closing}
      </>
    );
  }
  return (
    <details open className="api-console-fold">
      {/* data-folded: what a folded value shows after its opening bracket (drawn by CSS). */}
      <summary data-folded={` … ${close}${tail}`}>
        {indent}
        <Key name={name} />
        {open}
      </summary>
      {children}
      {closing}
    </details>
  );
}

export function JsonView({ value, label }: { readonly value: unknown; readonly label: string }) {
  return (
    // It scrolls both ways; keyboard users need to reach it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="api-console-body api-console-json" tabIndex={0} role="region" aria-label={label}>
      <Node value={value as Json} name={null} depth={0} comma={false} />
    </div>
  );
}
