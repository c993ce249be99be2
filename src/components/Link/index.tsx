/**
 * One link for the whole site: internal pages go through Gatsby's Link (client-side
 * navigation, prefetch), local files are plain links, everything else opens in a new tab with
 * rel="noopener noreferrer". An href with a scheme other than http(s) or mailto
 * (`javascript:`, `data:`) is never rendered: the text stays, as text.
 */
import { Link as GatsbyLink } from "gatsby";
import React from "react";
import { unsafeScheme } from "../../common/safe-url";
import { isExternal, isFileLink } from "./kind";

export { isExternal, isFileLink };

type Props = Readonly<
  Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
    href: string;
    activeClassName?: string;
    partiallyActive?: boolean;
  }
>;

export function Link({ href, children, activeClassName, partiallyActive, ...rest }: Props) {
  if (unsafeScheme(href)) return <span className={rest.className}>{children}</span>;
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith("#") || isFileLink(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <GatsbyLink to={href} activeClassName={activeClassName} partiallyActive={partiallyActive} {...(rest as object)}>
      {children}
    </GatsbyLink>
  );
}
