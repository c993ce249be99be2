/** Template of a schema page: description, property tree, example, and what uses it. */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { schemaSections } from "../components/Api/Schema/sections";
import { Html } from "../components/Api/SchemaTree";
import { Sections, tocOf } from "../components/Api/Sections";
import * as styles from "../components/Api/styles.module.css";
import { CopyMarkdown } from "../components/CopyMarkdown";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";

export default function SchemaTemplate({ data }: PageProps<Queries.SchemaPageQuery>) {
  const schema = data.apiSchema!;
  const sections = schemaSections(schema);
  return (
    <>
      <Seo title={schema.title} description={schema.metaDescription} path={schema.path} />
      <DocPage
        title={schema.title}
        actions={<CopyMarkdown path={schema.path} />}
        toc={tocOf(sections)}
        eyebrow={
          <p className={styles.endpoint}>
            <code>{schema.name}</code>
          </p>
        }
      >
        <Html html={schema.descriptionHtml} className="" />
        <Sections sections={sections} />
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
