/** What MDX pages can use without importing anything, and how Markdown elements render. */
import React from "react";
import { Admonition } from "./Admonition";
import { Card, CardGrid } from "./Card";
import { Link } from "../components/Link";
import { TabItem, Tabs } from "./Tabs";
import { ApiExample } from "./ApiExample";
import { Details } from "./Details";
import { Pre } from "./Pre";
import { Step, Steps } from "./Steps";
import { strings } from "../strings";

function Anchor({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

/** Wide tables scroll inside a focusable region, so keyboard users can scroll them too. */
function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={strings.table} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export const mdxComponents = {
  a: Anchor,
  table: Table,
  pre: Pre,
  Admonition,
  ApiExample,
  Card,
  CardGrid,
  Details,
  Steps,
  Step,
  Tabs,
  TabItem,
};
