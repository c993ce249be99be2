/** Template of every docs page, current and archived versions alike. */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { CopyMarkdown } from "../components/CopyMarkdown";
import { DocFooter } from "../components/DocFooter";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";
import { buildToc } from "../common/docs/toc";
import { MdxBody } from "../mdx/MdxBody";

export default function DocTemplate({ data, children }: PageProps<Queries.DocPageQuery>) {
  const doc = data.doc!;
  const toc = buildToc(doc.headings, doc.tocMinHeadingLevel, doc.tocMaxHeadingLevel);
  return (
    <>
      <Seo title={doc.title} description={doc.description} path={doc.path} noindex={doc.unlisted} />
      <DocPage
        title={doc.title}
        toc={toc}
        actions={<CopyMarkdown path={doc.path} />}
        footer={
          <DocFooter
            path={doc.path}
            title={doc.title}
            editUrl={doc.editUrl}
            lastUpdated={
              doc.lastUpdated && doc.lastUpdatedIso ? { iso: doc.lastUpdatedIso, label: doc.lastUpdated } : null
            }
          />
        }
      >
        <MdxBody>{children}</MdxBody>
      </DocPage>
    </>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      path
      unlisted
      editUrl
      lastUpdated(formatString: "MMMM D, YYYY")
      lastUpdatedIso: lastUpdated
      tocMinHeadingLevel
      tocMaxHeadingLevel
      headings {
        id
        value
        level
      }
    }
  }
`;
