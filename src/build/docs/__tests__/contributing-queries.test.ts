/**
 * The GraphiQL queries CONTRIBUTING.md offers authors are valid against the site's schema:
 * the types come from the same type definitions the build declares (src/build/docs/type-defs.ts and
 * the OpenAPI plugin's), and the root fields are modelled the way Gatsby adds them for every
 * node type (`docsVersion(name: { eq: ... })`, `allSidebar(filter: ...) { nodes }`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse, validate, type GraphQLSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { apiTypeDefs } from "../../../../plugins/gatsby-source-openapi/src/schema-customization";
import { docsTypeDefs } from "../type-defs";

const CONTRIBUTING = path.resolve(__dirname, "../../../../CONTRIBUTING.md");

/** What Gatsby provides around our type definitions. */
const GATSBY_PRELUDE = /* GraphQL */ `
  scalar JSON
  scalar Date
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  interface Node {
    id: ID!
  }
  "gatsby-plugin-mdx's node; its fields are not part of these queries."
  type Mdx implements Node {
    id: ID!
    body: String
  }
`;

/** Gatsby's root fields for each node type: one node by its fields' filters, or all of them. */
function rootFields(sdl: string): string {
  const types = [...sdl.matchAll(/type (\w+) implements Node[^{]*\{([^}]*)\}/g)];
  const fields = types.map(([, type, body]) => {
    const names = [...body!.matchAll(/^\s*(\w+)\s*:/gm)].map(([, name]) => name!);
    const single = type!.charAt(0).toLowerCase() + type!.slice(1);
    return (
      `${single}(${names.map((n) => `${n}: JSON`).join(", ")}): ${type}\n` +
      `all${type}(filter: JSON, sort: JSON, limit: Int, skip: Int): ${type}Connection!`
    );
  });
  const connections = types.map(([, type]) => `type ${type}Connection { nodes: [${type}!]! totalCount: Int! }`);
  return `type Query {\n${fields.join("\n")}\n}\n${connections.join("\n")}`;
}

function siteSchema(): GraphQLSchema {
  const sdl = `${docsTypeDefs}\n${apiTypeDefs}`;
  // Descriptions in the type definitions are not needed to check field names; drop them so
  // the regexes above see plain field lists.
  const plain = sdl
    .replace(/"""[\s\S]*?"""/g, "")
    .replace(/^\s*"[^"\n]*"\s*$/gm, "")
    // Gatsby gives every node type its id.
    .replace(/(implements Node[^{]*\{)/g, "$1\n    id: ID!");
  return buildSchema(`${GATSBY_PRELUDE}\n${plain}\n${rootFields(plain)}`);
}

function contributingQueries(): string[] {
  const text = readFileSync(CONTRIBUTING, "utf8");
  return [...text.matchAll(/```graphql\n([\s\S]*?)```/g)].map(([, query]) => query!);
}

describe("the GraphiQL queries in CONTRIBUTING.md", () => {
  const schema = siteSchema();
  const queries = contributingQueries();

  it("are there: docs of a version, operations of a tag, where a schema is used", () => {
    expect(queries.map((q) => /query (\w+)/.exec(q)?.[1])).toEqual([
      "DocsOfVersion",
      "OperationsOfTag",
      "WhereSchemaIsUsed",
    ]);
  });

  it.each(contributingQueries().map((q) => [/query (\w+)/.exec(q)?.[1], q]))(
    "%s asks only for fields that exist",
    (_, query) => {
      expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
    },
  );

  it("would catch a field that does not exist", () => {
    const wrong = parse('{ docsVersion(name: { eq: "1.x" }) { docs { sidebarLabel sidebarOrder } } }');
    expect(validate(schema, wrong).map((e) => e.message)).toEqual([
      'Cannot query field "sidebarOrder" on type "Doc". Did you mean "sidebarLabel"?',
    ]);
  });
});
