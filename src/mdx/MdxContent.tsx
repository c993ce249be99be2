import { MDXProvider } from "@mdx-js/react";
import React from "react";
import { mdxComponents } from "./components";

/** Renders a compiled MDX body with the site's components. */
export function MdxContent({ children }: { readonly children: React.ReactNode }) {
  return <MDXProvider components={mdxComponents}>{children}</MDXProvider>;
}
