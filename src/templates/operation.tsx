/**
 * Template of an API operation page: the endpoint bar (with Try it when the site configuration
 * turns the API console on), then description, auth, request and responses beside a sticky
 * request pane of code samples and example responses, where the console opens (one column below
 * 1200 px).
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { OperationLayout } from "../components/Api/Operation/Layout";
import { operationSections } from "../components/Api/Operation/sections";
import { Html } from "../components/Api/SchemaTree";
import { tocOf } from "../components/Api/Sections";
import * as styles from "../components/Api/styles.module.css";
import { CopyMarkdown } from "../components/CopyMarkdown";
import { DocPage } from "../components/DocPage";
import { MethodBadge } from "../components/MethodBadge";
import { Seo } from "../components/Seo";
import { ConsoleOpenProvider } from "../components/ApiConsole/open-state";
import { TryIt } from "../components/ApiConsole/TryIt";
import { siteConfig } from "../config";
import { operationStrings } from "../api-strings/operation";

export default function OperationTemplate({ data }: PageProps<Queries.OperationPageQuery>) {
  const op = data.apiOperation!;
  const sections = operationSections(op, data.apiInfo);
  return (
    <ConsoleOpenProvider>
      <Seo title={op.summary} description={op.metaDescription} path={op.path} />
      <DocPage
        wide
        title={op.summary}
        actions={<CopyMarkdown path={op.path} />}
        toc={tocOf(sections)}
        eyebrow={
          <div className={styles.endpoint}>
            <MethodBadge method={op.method} />
            <code>{op.url}</code>
            {siteConfig.apiConsole.enabled && (
              <span className={styles.endpointAction}>
                <TryIt summary={op.summary} />
              </span>
            )}
          </div>
        }
      >
        <OperationLayout
          intro={
            <>
              {op.deprecated && (
                <p>
                  <strong>{operationStrings.deprecated}</strong> {operationStrings.deprecatedOperation}
                </p>
              )}
              <Html html={op.descriptionHtml} className="" />
            </>
          }
          sections={sections}
        />
      </DocPage>
    </ConsoleOpenProvider>
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
