import type { GatsbyNode } from "gatsby";
import { apiRenderingTypeDefs } from "../src/build/api/rendered-fields";
import { docsTypeDefs } from "../src/build/docs/type-defs";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(docsTypeDefs);
  actions.createTypes(apiRenderingTypeDefs);
};
