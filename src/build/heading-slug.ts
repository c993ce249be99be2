/**
 * Heading ids, made by github-slugger wherever a heading gets one (the rendered anchors, the
 * TOC read from the Markdown tree, the API reference's tag sections), so links to a heading and
 * its id always agree: GitHub's rules (lowercase, punctuation dropped, spaces to hyphens,
 * repeats numbered -1, -2 within one page, one Slugger per page). Build-time only.
 */
export { default as Slugger, slug as slugify } from "github-slugger";
