/** createResolvers: the derived fields of the docs model (resolved sidebars, a version's docs) and the rendered fields of the API reference. */
import type { GatsbyNode } from "gatsby";
import { loadSite } from "../src/build/config/load";
import { apiRenderingResolvers } from "../src/build/api/rendered-fields";
import { docsResolvers } from "../src/build/docs/resolvers";

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ ...apiRenderingResolvers, ...docsResolvers(loadSite().config.editUrl) });
};
