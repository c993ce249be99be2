/**
 * Template of an API operation page: endpoint, description, auth, request, code samples (with
 * the API console's Try it button when the site configuration turns it on), responses.
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { BodyExamples } from "../components/Api/BodyExamples";
import { Html, SchemaTree } from "../components/Api/SchemaTree";
import { SectionHeading } from "../components/Api/SectionHeading";
import * as styles from "../components/Api/styles.module.css";
import { ApiConsoleSection } from "../components/ApiConsole";
import { CodeSamples } from "../components/CodeSamples";
import { CopyMarkdown } from "../components/CopyMarkdown";
import { DocPage } from "../components/DocPage";
import { Link } from "../components/Link";
import { MethodBadge } from "../components/MethodBadge";
import { Seo } from "../components/Seo";
import { siteConfig } from "../config";
import { asSchemaNode } from "../../shared/schema-label";
import { operationToc } from "../lib/api/operation-toc";

export default function OperationTemplate({ data }: PageProps<Queries.OperationPageQuery>) {
  const op = data.apiOperation!;
  const info = data.apiInfo;
  const toc = operationToc(op);
  return (
    <>
      <Seo title={op.summary} description={op.metaDescription} path={op.path} />
      <DocPage
        title={op.summary}
        actions={<CopyMarkdown path={op.path} />}
        toc={toc}
        eyebrow={
          <p className={styles.endpoint}>
            <MethodBadge method={op.method} />
            <code>{op.url}</code>
          </p>
        }
      >
        {op.deprecated && (
          <p>
            <strong>Deprecated.</strong> This operation will be removed; avoid it in new code.
          </p>
        )}
        <Html html={op.descriptionHtml} className="" />

        <div data-nosearch>
          <SectionHeading id="authentication">Authentication</SectionHeading>
          <p>
            Send your API key as a bearer token: <code>Authorization: Bearer $AUTOEVAL_API_KEY</code>. See{" "}
            <Link href="/api-keys/">API keys</Link>
            {info ? (
              <>
                {" "}
                and the <Link href={info.path}>{info.title}</Link> overview
              </>
            ) : null}
            .
          </p>
        </div>

        {op.parameters.length > 0 && (
          <>
            <SectionHeading id="parameters">Parameters</SectionHeading>
            {op.parameters.map((p) => (
              <div key={`${p.in}:${p.name}`}>
                <p>
                  <code>{p.name}</code> ({p.in}){p.required ? " — required" : ""}
                </p>
                <Html html={p.descriptionHtml} />
              </div>
            ))}
          </>
        )}

        {op.requestBody && (
          <>
            <SectionHeading id="request-body">Request body</SectionHeading>
            <Html html={op.requestBody.descriptionHtml} />
            <p>
              <code>{op.requestBody.contentType}</code>
              {op.requestBody.required ? " — required" : ""}
            </p>
            <div data-nosearch>
              <SchemaTree node={asSchemaNode(op.requestBody.schema)} />
              <BodyExamples examples={op.requestBody.examples} title="Request example" />
            </div>
          </>
        )}

        <SectionHeading id="code-samples">Code samples</SectionHeading>
        <div data-nosearch>
          {siteConfig.apiConsole.enabled ? (
            <ApiConsoleSection slug={op.slug} summary={op.summary} samples={op.codeSamples} />
          ) : (
            <CodeSamples samples={op.codeSamples} />
          )}
        </div>

        <SectionHeading id="responses">Responses</SectionHeading>
        {op.responses.map((response) => (
          // The shared error responses repeat on every page; search indexes the success response only.
          <section
            key={response.status}
            className={styles.response}
            aria-labelledby={`response-${response.status}`}
            data-nosearch={response.status.startsWith("2") ? undefined : true}
          >
            <SectionHeading id={`response-${response.status}`} level={3}>
              {response.status}
            </SectionHeading>
            <Html html={response.descriptionHtml} />
            {response.headers.length > 0 && (
              <ul>
                {response.headers.map((h) => (
                  <li key={h.name}>
                    <code>{h.name}</code> header: {h.description}
                  </li>
                ))}
              </ul>
            )}
            <div data-nosearch>
              {response.sameSchemaAs && (
                <p>
                  The body has the same schema as the{" "}
                  <Link href={`#response-${response.sameSchemaAs}`}>{response.sameSchemaAs} response</Link>.
                </p>
              )}
              {response.schema && <SchemaTree node={asSchemaNode(response.schema)} />}
              <BodyExamples examples={response.examples} title="Response example" />
            </div>
          </section>
        ))}
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
