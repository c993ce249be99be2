import type { SearchRecord, ShardManifest } from "../../common/search/types";

export function buildShards(
  records: readonly SearchRecord[],
  options?: { cap?: number; head?: number; groupBytes?: number },
): { manifest: ShardManifest; files: Map<string, string> };

export function writeShards(
  manifestPath: string,
  built: ReturnType<typeof buildShards>,
): number;
