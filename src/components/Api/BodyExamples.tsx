/**
 * A body's examples: one is shown as it is; several (the description's named examples) get a
 * picker that shows one at a time. Every example is highlighted at build time.
 */
import React, { useId, useState } from "react";
import { operationStrings } from "../../api-strings/operation";
import { JsonExample } from "./JsonExample";
import * as styles from "./styles.module.css";

export interface BodyExample {
  readonly name: string;
  readonly summary: string;
  readonly html: string;
}

export function BodyExamples({
  examples,
  title,
}: {
  readonly examples: readonly BodyExample[];
  readonly title: string;
}) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const shown = examples[selected] ?? examples[0];
  if (!shown) return null;
  if (examples.length === 1) return <JsonExample html={shown.html} title={title} />;
  return (
    <div>
      <p className={styles.examplePicker}>
        <label htmlFor={id}>{operationStrings.exampleOf(title)}</label>{" "}
        <select id={id} value={selected} onChange={(event) => setSelected(Number(event.target.value))}>
          {examples.map((example, index) => (
            <option key={example.name} value={index}>
              {example.summary || example.name}
            </option>
          ))}
        </select>
      </p>
      <JsonExample html={shown.html} title={`${title}: ${shown.summary || shown.name}`} />
    </div>
  );
}
