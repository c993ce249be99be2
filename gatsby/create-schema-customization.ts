import type { GatsbyNode } from "gatsby";
import { apiRenderingTypeDefs } from "./api-rendering";
import { docsTypeDefs } from "./type-defs";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(docsTypeDefs);
  actions.createTypes(apiRenderingTypeDefs);
};
