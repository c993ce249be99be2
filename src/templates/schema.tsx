/** Template of a schema page: description, property tree, example, and what uses it. */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { JsonExample } from "../components/Api/JsonExample";
import { Html, SchemaTree } from "../components/Api/SchemaTree";
import { SectionHeading } from "../components/Api/SectionHeading";
import * as styles from "../components/Api/styles.module.css";
import { CopyMarkdown } from "../components/CopyMarkdown";
import { DocPage } from "../components/DocPage";
import { Link } from "../components/Link";
import { MethodBadge } from "../components/MethodBadge";
import { Seo } from "../components/Seo";
import { asSchemaNode } from "../../shared/schema-label";
import type { TocItem } from "../lib/docs/toc";

export default function SchemaTemplate({ data }: PageProps<Queries.SchemaPageQuery>) {
  const schema = data.apiSchema!;
  const toc: TocItem[] = [
    { id: "properties", value: "Properties", level: 2, children: [] },
    ...(schema.exampleHtml ? [{ id: "example", value: "Example", level: 2, children: [] }] : []),
    { id: "used-by", value: "Used by", level: 2, children: [] },
  ];
  return (
    <>
      <Seo title={schema.title} description={schema.metaDescription} path={schema.path} />
      <DocPage
        title={schema.title}
        actions={<CopyMarkdown path={schema.path} />}
        toc={toc}
        eyebrow={
          <p className={styles.endpoint}>
            <code>{schema.name}</code>
          </p>
        }
      >
        <Html html={schema.descriptionHtml} className="" />
        <SectionHeading id="properties">Properties</SectionHeading>
        <SchemaTree node={asSchemaNode(schema.tree)} />
        {schema.exampleHtml && (
          <>
            <SectionHeading id="example">Example</SectionHeading>
            <JsonExample html={schema.exampleHtml} />
          </>
        )}
        <div data-nosearch>
          <SectionHeading id="used-by">Used by</SectionHeading>
          {schema.operations.length === 0 && schema.usedBy.length === 0 && (
            <p>No operation or schema refers to this schema.</p>
          )}
          {schema.operations.length > 0 && (
            <>
              <p>Operations:</p>
              <ul className={styles.usedBy}>
                {schema.operations.map((op) => (
                  <li key={op.path}>
                    <Link href={op.path}>
                      <MethodBadge method={op.method} size="small" /> {op.summary}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {schema.usedBy.length > 0 && (
            <>
              <p>Schemas:</p>
              <ul className={styles.usedBy}>
                {schema.usedBy.map((s) => (
                  <li key={s.path}>
                    <Link href={s.path}>{s.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </DocPage>
    </>
  );
}

export const query = graphql`
  query SchemaPage($id: String!) {
    apiSchema(id: { eq: $id }) {
      name
      title
      metaDescription
      descriptionHtml
      path
      tree
      exampleHtml
      operations {
        summary
        method
        path
      }
      usedBy {
        title
        path
      }
    }
  }
`;
