import type { SearchRecord, ShardManifest } from "../../common/search/types";

export function buildShards(
  records: readonly SearchRecord[],
  options?: {
    cap?: number;
    head?: number;
    groupBytes?: number;
    /** The synonyms table (the site's search.synonyms), for the manifest. */
    synonyms?: Readonly<Record<string, readonly string[]>>;
  },
): { manifest: ShardManifest; files: Map<string, string> };

export function writeShards(
  manifestPath: string,
  built: ReturnType<typeof buildShards>,
): number;
