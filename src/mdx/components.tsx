/** What MDX pages can use without importing anything, and how Markdown elements render. */
import React from "react";
import { Admonition } from "../components/Admonition";
import { Card, CardGrid } from "../components/Card";
import { Link } from "../components/Link";
import { TabItem, Tabs } from "../components/Tabs";
import { ApiExample } from "./ApiExample";
import { Pre } from "./Pre";

function Anchor({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

export const mdxComponents = {
  a: Anchor,
  pre: Pre,
  Admonition,
  ApiExample,
  Card,
  CardGrid,
  Tabs,
  TabItem,
};
