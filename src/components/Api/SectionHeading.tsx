import React from "react";
import { strings } from "../../strings";

/** A heading with the same "Direct link to" anchor that Markdown headings get at build time. */
export function SectionHeading({
  id,
  level = 2,
  children,
}: {
  readonly id: string;
  readonly level?: 2 | 3;
  readonly children: React.ReactNode;
}) {
  const Tag = level === 3 ? "h3" : "h2";
  const text = typeof children === "string" ? children : id;
  return (
    <Tag id={id}>
      {children}
      <a
        className="hash-link"
        href={`#${id}`}
        aria-label={strings.directLinkTo(text)}
        title={strings.directLinkTo(text)}
      >
        #
      </a>
    </Tag>
  );
}
