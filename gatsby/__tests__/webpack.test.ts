import { describe, expect, it } from "vitest";
import { gatsbyConfigWith, runWebpackHook } from "./__fixtures__/webpack-hook";

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean } = {};
}

describe("onCreateWebpackConfig", () => {
  it("lets CSS modules arrive in any order, in the build and in gatsby develop", () => {
    for (const stage of ["build-javascript", "develop"]) {
      const extract = new MiniCssExtractPlugin();
      runWebpackHook(gatsbyConfigWith([extract]), stage);
      expect(extract.options.ignoreOrder, stage).toBe(true);
    }
  });
});
