/**
 * Template of an API operation page: endpoint, description, auth, request, code samples (with
 * the API console's Try it button when the site configuration turns it on), responses.
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { operationSections } from "../components/Api/Operation/sections";
import { Html } from "../components/Api/SchemaTree";
import { Sections, tocOf } from "../components/Api/Sections";
import * as styles from "../components/Api/styles.module.css";
import { CopyMarkdown } from "../components/CopyMarkdown";
import { DocPage } from "../components/DocPage";
import { MethodBadge } from "../components/MethodBadge";
import { Seo } from "../components/Seo";
import { operationStrings } from "../api-strings/operation";

export default function OperationTemplate({ data }: PageProps<Queries.OperationPageQuery>) {
  const op = data.apiOperation!;
  const sections = operationSections(op, data.apiInfo);
  return (
    <>
      <Seo title={op.summary} description={op.metaDescription} path={op.path} />
      <DocPage
        title={op.summary}
        actions={<CopyMarkdown path={op.path} />}
        toc={tocOf(sections)}
        eyebrow={
          <p className={styles.endpoint}>
            <MethodBadge method={op.method} />
            <code>{op.url}</code>
          </p>
        }
      >
        {op.deprecated && (
          <p>
            <strong>{operationStrings.deprecated}</strong> {operationStrings.deprecatedOperation}
          </p>
        )}
        <Html html={op.descriptionHtml} className="" />
        <Sections sections={sections} />
      </DocPage>
    </>
  );
}

export const query = graphql`
  query OperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      slug
      summary
      metaDescription
      descriptionHtml
      method
      url
      apiPath
      path
      deprecated
      parameters {
        name
        in
        required
        descriptionHtml
      }
      requestBody {
        descriptionHtml
        contentType
        required
        schema
        examples {
          name
          summary
          html
        }
      }
      responses {
        status
        descriptionHtml
        schema
        sameSchemaAs
        examples {
          name
          summary
          html
        }
        headers {
          name
          description
        }
      }
      codeSamples {
        lang
        label
        html
      }
    }
    apiInfo {
      title
      path
    }
  }
`;
