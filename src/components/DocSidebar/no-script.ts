/**
 * Without JavaScript the sidebar's categories cannot be toggled by React: this stylesheet, in a
 * `<noscript>` of every page's head (gatsby-ssr.tsx), shows every category open and hides their
 * carets, so every page of the sidebar is a link away. Nested categories inside a closed one are
 * native `<details>` (StaticList.tsx) and still open and close.
 */
export const NO_SCRIPT_HIDDEN_ATTR = "data-no-script-hidden";

export const NO_SCRIPT_SIDEBAR_CSS = `[data-docs-sidebar] [data-collapsible][hidden]{display:block}[${NO_SCRIPT_HIDDEN_ATTR}]{display:none}`;
