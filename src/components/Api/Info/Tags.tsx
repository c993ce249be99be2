import React from "react";
import { Link } from "../../Link";
import { MethodBadge } from "../../MethodBadge";
import { Html } from "../SchemaTree";
import { SectionHeading } from "../SectionHeading";
import type { SubSection } from "../Sections";
import type { ApiInfo } from "./types";

/** Each tag's heading, by the id the data layer made for it (ApiTag.headingId), for the TOC. */
export const tagSubsections = (tags: ApiInfo["tags"]): SubSection[] =>
  tags.map((tag) => ({ id: tag.headingId, title: tag.name }));

/** Every tag with its description and its operations. */
export function Tags({ tags }: { readonly tags: ApiInfo["tags"] }) {
  return (
    <>
      {tags.map((tag) => (
        <section key={tag.name} aria-labelledby={tag.headingId}>
          <SectionHeading id={tag.headingId} level={3}>
            {tag.name}
          </SectionHeading>
          <Html html={tag.descriptionHtml} />
          <ul>
            {tag.operations.map((op) => (
              <li key={op.path}>
                <Link href={op.path}>
                  <MethodBadge method={op.method} size="small" /> {op.summary}
                </Link>{" "}
                <code>{op.apiPath}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
