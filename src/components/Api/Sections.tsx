/**
 * The sections of an API page, listed once: the same list renders the headings and gives the
 * page its table of contents, so every TOC link lands on a heading that exists.
 */
import React from "react";
import type { TocItem } from "../../common/docs/toc";
import { SectionHeading } from "./SectionHeading";

/** An h3 heading a section's body renders, listed under the section in the TOC. */
export interface SubSection {
  readonly id: string;
  readonly title: string;
}

export interface PageSection {
  readonly id: string;
  readonly title: string;
  readonly subsections?: readonly SubSection[];
  /** Heading and body both stay out of the search index (`data-nosearch`). */
  readonly noSearch?: boolean;
  readonly body: React.ReactNode;
}

/** The sections a page has: a list may hold `false` (or null) where a section is left out. */
export const present = (sections: readonly (PageSection | false | null)[]): PageSection[] =>
  sections.filter((section): section is PageSection => !!section);

export function tocOf(sections: readonly PageSection[]): TocItem[] {
  return sections.map(({ id, title, subsections = [] }) => ({
    id,
    value: title,
    level: 2,
    children: subsections.map((sub) => ({ id: sub.id, value: sub.title, level: 3, children: [] })),
  }));
}

export function Sections({ sections }: { readonly sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section) => {
        const content = (
          <>
            <SectionHeading id={section.id}>{section.title}</SectionHeading>
            {section.body}
          </>
        );
        return section.noSearch ? (
          <div key={section.id} data-nosearch>
            {content}
          </div>
        ) : (
          <React.Fragment key={section.id}>{content}</React.Fragment>
        );
      })}
    </>
  );
}
