/**
 * The API's information page: version, base URL, authentication, the description as a download,
 * and every tag with its operations.
 */
import { graphql, withPrefix, type PageProps } from "gatsby";
import React from "react";
import { Html } from "../components/Api/SchemaTree";
import { SectionHeading } from "../components/Api/SectionHeading";
import * as styles from "../components/Api/styles.module.css";
import { DocPage } from "../components/DocPage";
import { Link } from "../components/Link";
import { MethodBadge } from "../components/MethodBadge";
import { Seo } from "../components/Seo";
import { OPENAPI_DOWNLOAD_PATH } from "../lib/api-console/data";
import { strings } from "../strings";
import type { TocItem } from "../lib/docs/toc";

export default function ApiInfoTemplate({ data }: PageProps<Queries.ApiInfoPageQuery>) {
  const info = data.apiInfo!;
  const toc: TocItem[] = [
    { id: "base-url", value: "Base URL", level: 2, children: [] },
    { id: "authentication", value: "Authentication", level: 2, children: [] },
    { id: "openapi-description", value: strings.openApiDescription, level: 2, children: [] },
    {
      id: "operations",
      value: "Operations",
      level: 2,
      children: info.tags.map((tag) => ({
        id: tag.headingId,
        value: tag.name,
        level: 3,
        children: [],
      })),
    },
  ];
  return (
    <>
      <Seo
        title={info.title}
        description={`Version ${info.version} of the AutoEval API: base URL, authentication and every operation.`}
        path={info.path}
      />
      <DocPage title={info.title} toc={toc} eyebrow={<p className={styles.endpoint}>Version {info.version}</p>}>
        <Html html={info.descriptionHtml} className="" />
        <SectionHeading id="base-url">Base URL</SectionHeading>
        <ul>
          {info.servers.map((server) => (
            <li key={server.url}>
              <code>{server.url}</code> — {server.description}
            </li>
          ))}
        </ul>
        <SectionHeading id="authentication">Authentication</SectionHeading>
        {info.security.map((scheme) => (
          <div key={scheme.name}>
            <p>
              <strong>{scheme.name}</strong>: HTTP {scheme.scheme} authentication
              {scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}.
            </p>
            <Html html={scheme.descriptionHtml} />
          </div>
        ))}
        <SectionHeading id="openapi-description">{strings.openApiDescription}</SectionHeading>
        <p>
          {/* A file, not a page: a plain link, so the browser downloads it instead of routing to it. */}
          <a href={withPrefix(OPENAPI_DOWNLOAD_PATH)} download>
            {strings.downloadOpenApi}
          </a>{" "}
          {strings.openApiDescriptionNote}
        </p>
        <SectionHeading id="operations">Operations</SectionHeading>
        {info.tags.map((tag) => (
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
