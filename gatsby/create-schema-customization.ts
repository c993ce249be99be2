import type { GatsbyNode } from "gatsby";
import { docsTypeDefs } from "./type-defs";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(docsTypeDefs);
};
