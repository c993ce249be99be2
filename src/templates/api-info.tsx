/**
 * The API's information page: version, base URL, authentication, the description as a download,
 * and every tag with its operations.
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { infoSections } from "../components/Api/Info/sections";
import { Html } from "../components/Api/SchemaTree";
import { Sections, tocOf } from "../components/Api/Sections";
import * as styles from "../components/Api/styles.module.css";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";
import { apiInfoStrings } from "../api-strings/info";

export default function ApiInfoTemplate({ data }: PageProps<Queries.ApiInfoPageQuery>) {
  const info = data.apiInfo!;
  const sections = infoSections(info);
  return (
    <>
      <Seo
        title={info.title}
        description={`Version ${info.version} of the AutoEval API: base URL, authentication and every operation.`}
        path={info.path}
      />
      <DocPage
        title={info.title}
        toc={tocOf(sections)}
        eyebrow={<p className={styles.endpoint}>{apiInfoStrings.version(info.version)}</p>}
      >
        <Html html={info.descriptionHtml} className="" />
        <Sections sections={sections} />
      </DocPage>
    </>
  );
}

export const query = graphql`
  query ApiInfoPage($id: String!) {
    apiInfo(id: { eq: $id }) {
      title
      version
      path
      descriptionHtml
      servers {
        url
        description
      }
      security {
        name
        scheme
        bearerFormat
        descriptionHtml
      }
      tags {
        name
        headingId
        descriptionHtml
        operations {
          summary
          method
          path
          apiPath
        }
      }
    }
  }
`;
