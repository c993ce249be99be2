/** A generated category index (/category/{slug}/): a card for each item of the sidebar category. */
import type { PageProps } from "gatsby";
import React from "react";
import { Card, CardGrid } from "../mdx/Card";
import { DocPage } from "../components/DocPage";
import { MethodBadge } from "../components/MethodBadge";
import { Seo } from "../components/Seo";
import type { ResolvedCategory, ResolvedItem } from "../common/sidebar/types";

/** Made by gatsby/create-pages.ts: the sidebar category this page indexes. */
interface Context {
  readonly href: string;
  readonly category: ResolvedCategory;
}

function describe(item: ResolvedItem): string | undefined {
  if (item.description) return item.description;
  if (item.type === "category") return `${item.items.length} ${item.items.length === 1 ? "item" : "items"}`;
  return undefined;
}

function targetOf(item: ResolvedItem): string | undefined {
  if (item.href) return item.href;
  if (item.type === "category") return item.items.map(targetOf).find(Boolean);
  return undefined;
}

export default function CategoryTemplate({ pageContext }: PageProps<object, Context>) {
  const { category } = pageContext;
  return (
    <>
      <Seo
        title={category.label}
        description={category.description ?? `Every page of ${category.label}.`}
        path={pageContext.href}
      />
      <DocPage title={category.label}>
        {category.description && <p>{category.description}</p>}
        <CardGrid>
          {category.items.map((item) => {
            const to = targetOf(item);
            return to ? (
              <Card
                key={`${item.label}:${to}`}
                title={item.label}
                to={to}
                badge={
                  item.type === "link" && item.method ? <MethodBadge method={item.method} size="small" /> : undefined
                }
              >
                {describe(item)}
              </Card>
            ) : null;
          })}
        </CardGrid>
      </DocPage>
    </>
  );
}
