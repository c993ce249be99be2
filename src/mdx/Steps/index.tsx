/**
 * Author components: <Steps> of <Step title>, a numbered procedure. An ordered list keeps the
 * numbering for screen readers (role="list" because Safari drops list semantics when the
 * markers are styled away); each step's title is a real heading, so it shows in the heading
 * outline readers navigate by.
 */
import React from "react";
import * as styles from "./styles.module.css";

type HeadingLevel = 2 | 3 | 4;

interface StepsProps {
  /** Level of the step headings: 3 by default, for steps under an h2 section. */
  readonly headingLevel?: HeadingLevel;
  readonly children?: React.ReactNode;
}

interface StepProps {
  readonly title: string;
  readonly children?: React.ReactNode;
}

const LevelContext = React.createContext<HeadingLevel>(3);

export function Steps({ headingLevel = 3, children }: StepsProps) {
  return (
    <LevelContext.Provider value={headingLevel}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the comment at the top */}
      <ol className={styles.steps} role="list">
        {children}
      </ol>
    </LevelContext.Provider>
  );
}

export function Step({ title, children }: StepProps) {
  const Heading = `h${React.useContext(LevelContext)}` as const;
  return (
    <li className={styles.step}>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
    </li>
  );
}
