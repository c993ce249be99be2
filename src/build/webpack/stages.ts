/** Gatsby's webpack stages, grouped the ways our config changes tell them apart. */

/** The production builds: the browser's bundle and the HTML renderer. */
export const PRODUCTION_STAGES: ReadonlySet<string> = new Set(["build-javascript", "build-html"]);

/** The stages that bundle for Node, the HTML renderer of a build and of `gatsby develop`. */
export const SERVER_STAGES: ReadonlySet<string> = new Set(["build-html", "develop-html"]);
