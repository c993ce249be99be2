/** The site's node APIs; each hook lives in its own module under gatsby/. */
export { onPluginInit } from "./gatsby/on-plugin-init";
export { createSchemaCustomization } from "./gatsby/create-schema-customization";
export { onCreateNode } from "./gatsby/on-create-node";
export { createResolvers } from "./gatsby/create-resolvers";
export { createPages, onCreatePage } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/on-post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack";
