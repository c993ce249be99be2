/** The operation's console data (/api-console/{slug}.json, written by the build). */
import { pathPrefix } from "../../../config";
import { consoleDataPath } from "../../../common/api-console/data";
import type { ConsoleSetup } from "../../../common/api-console/types";
import { dataLoadError } from "../../../browser/chunk-errors";

export async function fetchSetup(slug: string): Promise<ConsoleSetup> {
  const url = `${pathPrefix}${consoleDataPath(slug)}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw dataLoadError(`${url} could not be fetched.`);
  }
  if (!response.ok) throw dataLoadError(`${url} answered ${response.status}.`);
  return (await response.json()) as ConsoleSetup;
}
