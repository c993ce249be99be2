/**
 * The files the API reference serves beside its pages, written when pages are created (so in
 * `gatsby develop` too; onPostBootstrap would be the natural hook, but it gets no graphql).
 * - /openapi.yaml: the API description the site is built from, as a download.
 * - /api-console/{slug}.json: each operation's data for the API console (schemas, fields,
 *   examples), fetched only when a reader opens the console.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  CONSOLE_DATA_DIR,
  consoleDataPath,
  consoleSetup,
  OPENAPI_DOWNLOAD_PATH,
  type OperationNodeForConsole,
} from "../src/common/api-console/data";
import type { ConsoleServer } from "../src/common/api-console/types";

export { OPENAPI_DOWNLOAD_PATH };

interface ApiFilesQuery {
  allApiOperation: { nodes: OperationNodeForConsole[] };
  apiInfo: { servers: ConsoleServer[] } | null;
}

const QUERY = `
  query ApiConsoleData {
    allApiOperation {
      nodes {
        slug
        summary
        method
        apiPath
        parameters {
          name
          in
          required
          descriptionHtml
          schema
          jsonSchema
        }
        requestBody {
          required
          contentType
          jsonSchema
          examples {
            name
            summary
            value
          }
        }
        responses {
          status
          descriptionHtml
          examples {
            name
            summary
            value
          }
        }
      }
    }
    apiInfo {
      servers {
        url
        description
      }
    }
  }
`;

type GraphQl = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/** Writes the files into `publicDir`; returns how many console data files it wrote. */
export async function writeApiFiles(graphql: GraphQl, publicDir: string, specFile: string): Promise<number> {
  const result = await graphql<ApiFilesQuery>(QUERY);
  if (result.errors || !result.data) {
    throw new Error(`gatsby/api-files.ts: the API console query failed: ${JSON.stringify(result.errors)}`);
  }
  mkdirSync(publicDir, { recursive: true });
  copyFileSync(specFile, path.join(publicDir, OPENAPI_DOWNLOAD_PATH));
  const dir = path.join(publicDir, CONSOLE_DATA_DIR);
  // Operations removed from the description must not leave their files behind.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const servers = result.data.apiInfo?.servers ?? [];
  for (const op of result.data.allApiOperation.nodes) {
    writeFileSync(path.join(publicDir, consoleDataPath(op.slug)), JSON.stringify(consoleSetup(op, servers)));
  }
  return result.data.allApiOperation.nodes.length;
}
