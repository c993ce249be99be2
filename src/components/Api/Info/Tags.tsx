import React from "react";
import { kebabCase } from "../../../lib/slug";
import { Link } from "../../Link";
import { MethodBadge } from "../../MethodBadge";
import { Html } from "../SchemaTree";
import { SectionHeading } from "../SectionHeading";
import type { SubSection } from "../Sections";
import type { ApiInfo } from "./types";

/** The id of a tag's heading, for the heading and the TOC. */
const tagId = (name: string) => kebabCase(name);

export const tagSubsections = (tags: ApiInfo["tags"]): SubSection[] =>
  tags.map((tag) => ({ id: tagId(tag.name), title: tag.name }));

/** Every tag with its description and its operations. */
export function Tags({ tags }: { readonly tags: ApiInfo["tags"] }) {
  return (
    <>
      {tags.map((tag) => (
        <section key={tag.name} aria-labelledby={tagId(tag.name)}>
          <SectionHeading id={tagId(tag.name)} level={3}>
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
