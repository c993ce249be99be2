/**
 * The files the API reference serves beside its pages, written when pages are created (so in
 * `gatsby develop` too; onPostBootstrap would be the natural hook, but it gets no graphql).
 * - /openapi.yaml: the API description the site is built from, as a download.
 * - /api-console/{slug}.json: each operation's data for the API console (schemas, fields,
 *   examples), fetched only when a reader opens the console.
 * In `gatsby develop` createPages runs again after every edit; the files depend on the API
 * description alone, so they are written again only when its text changed (an MDX edit
 * skipped the console query and 50-odd file writes, part of the hot reload goal:
 * docs/decisions.md, "Page budgets").
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  CONSOLE_DATA_DIR,
  consoleDataPath,
  consoleSetup,
  OPENAPI_DOWNLOAD_PATH,
  type OperationNodeForConsole,
} from "../../common/api-console/data";
import type { ConsoleServer } from "../../common/api-console/types";

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

/** What the files were last written from in this process: directory and description digest. */
let lastWritten: { publicDir: string; digest: string; count: number } | null = null;

const digestOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** What writeApiFiles did: how many console data files there are, and whether it wrote them now. */
export interface ApiFilesResult {
  readonly count: number;
  readonly written: boolean;
}

/**
 * Writes the files into `publicDir`, unless this process already wrote them there from the same
 * description text and they are still there.
 */
export async function writeApiFiles(graphql: GraphQl, publicDir: string, specFile: string): Promise<ApiFilesResult> {
  const digest = digestOf(specFile);
  const unchanged =
    lastWritten?.publicDir === publicDir &&
    lastWritten.digest === digest &&
    existsSync(path.join(publicDir, OPENAPI_DOWNLOAD_PATH)) &&
    existsSync(path.join(publicDir, CONSOLE_DATA_DIR));
  if (unchanged && lastWritten) return { count: lastWritten.count, written: false };
  const result = await graphql<ApiFilesQuery>(QUERY);
  if (result.errors || !result.data) {
    throw new Error(`src/build/api/files.ts: the API console query failed: ${JSON.stringify(result.errors)}`);
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
  lastWritten = { publicDir, digest, count: result.data.allApiOperation.nodes.length };
  return { count: lastWritten.count, written: true };
}
