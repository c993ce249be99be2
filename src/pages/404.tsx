/** The not-found page, served with status 404 for any unknown path. */
import type { PageProps } from "gatsby";
import React from "react";
import { Card, CardGrid } from "../mdx/Card";
import { NotFoundSuggestions } from "../components/NotFoundSuggestions";
import { Seo } from "../components/Seo";
import { notFoundStrings } from "../not-found-strings";
import * as styles from "../components/SearchPage/styles.module.css";

export default function NotFoundPage({ location }: PageProps) {
  return (
    <>
      <Seo
        title={notFoundStrings.notFoundTitle}
        description={notFoundStrings.notFoundText}
        path={location.pathname}
        noindex
      />
      <div className={styles.page}>
        <h1>{notFoundStrings.notFoundTitle}</h1>
        <p>{notFoundStrings.notFoundText}</p>
        <NotFoundSuggestions />
        <p>{notFoundStrings.notFoundHelp}</p>
        <CardGrid>
          <Card title="Overview" to="/">
            What AutoEval is and where to start.
          </Card>
          <Card title="Quickstart" to="/quickstart/">
            From an API key to a first evaluation.
          </Card>
          <Card title="API reference" to="/sdk/">
            How to call the API, and every operation and schema.
          </Card>
          <Card title="Search" to="/search/">
            Find a page by what it says.
          </Card>
        </CardGrid>
      </div>
    </>
  );
}
