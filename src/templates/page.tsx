/** Template of standalone Markdown pages (content/pages): no sidebar, just the content. */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/Seo";
import { MdxBody } from "../mdx/MdxBody";
import * as styles from "./standalone.module.css";

export default function StandalonePageTemplate({ data, children }: PageProps<Queries.StandalonePageQuery>) {
  const page = data.standalonePage!;
  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} />
      <article className={`${styles.standalone} markdown`}>
        <h1>{page.title}</h1>
        <MdxBody>{children}</MdxBody>
      </article>
    </>
  );
}

export const query = graphql`
  query StandalonePage($id: String!) {
    standalonePage(id: { eq: $id }) {
      title
      description
      path
    }
  }
`;
