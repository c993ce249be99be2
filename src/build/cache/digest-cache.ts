/**
 * A content-addressed cache for the build's post-build steps: each entry is named by the
 * SHA-256 digest of everything its value is computed from, so a changed input simply misses
 * (nothing to invalidate), and an unchanged one is read back instead of recomputed.
 *
 * Entries are files under .cache/ (cleared by `gatsby clean`, as Gatsby's own caches are),
 * one folder per step. Each file starts with the SHA-256 of its payload: a truncated or
 * otherwise corrupt entry fails that check and is recomputed, never used.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the site build keeps its digest cache. */
export const DIGEST_CACHE_DIR = path.join(".cache", "caches", "docs-digest");

const CHECKSUM_BYTES = 32;

/** One digest of any number of parts; each part is length-prefixed, so ("ab","c") ≠ ("a","bc"). */
export function digestOf(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();

export interface StepStats {
  hits: number;
  misses: number;
}

export class DigestCache {
  private readonly used = new Map<string, Set<string>>();
  private readonly counts = new Map<string, StepStats>();

  /** @param dir the cache's folder; `version` goes into every key (bump it, or pass the build code's digest, to start afresh). */
  constructor(
    private readonly dir: string,
    private readonly version = "",
  ) {}

  /** The bytes for `key` in `step`: read back when present and intact, else computed and stored. */
  async bytes(step: string, key: string, compute: () => Uint8Array | Promise<Uint8Array>): Promise<Buffer> {
    const file = this.entryFile(step, key);
    const cached = readIntact(file);
    const stats = this.statsOf(step);
    if (cached) {
      stats.hits++;
      return cached;
    }
    stats.misses++;
    const value = Buffer.from(await compute());
    writeEntry(file, value);
    return value;
  }

  /** Like `bytes`, for any JSON value; an entry that does not parse is recomputed. */
  async json<T>(step: string, key: string, compute: () => T | Promise<T>): Promise<T> {
    let fresh: { value: T } | undefined;
    const bytes = await this.bytes(step, key, async () => {
      fresh = { value: await compute() };
      return Buffer.from(JSON.stringify(fresh.value));
    });
    if (fresh) return fresh.value;
    try {
      return JSON.parse(bytes.toString("utf8")) as T;
    } catch {
      // Intact bytes that are not JSON: written by other code under this key. Recompute.
      rmSync(this.entryFile(step, key), { force: true });
      this.statsOf(step).hits--;
      return this.json(step, key, compute);
    }
  }

  /** Hits and misses per step since this cache was made. */
  stats(step: string): StepStats {
    return { ...this.statsOf(step) };
  }

  /** Removes the entries of each step used in this build that this build did not read or write. */
  prune(): number {
    let removed = 0;
    for (const [step, keys] of this.used) {
      const folder = path.join(this.dir, step);
      if (!existsSync(folder)) continue;
      for (const name of readdirSync(folder)) {
        if (keys.has(name)) continue;
        rmSync(path.join(folder, name), { force: true });
        removed++;
      }
    }
    return removed;
  }

  private entryFile(step: string, key: string): string {
    if (!/^[a-z0-9-]+$/.test(step))
      throw new Error(`src/build/cache/digest-cache.ts: step name "${step}" must be kebab-case.`);
    const name = digestOf(this.version, key);
    const keys = this.used.get(step) ?? new Set<string>();
    keys.add(name);
    this.used.set(step, keys);
    return path.join(this.dir, step, name);
  }

  private statsOf(step: string): StepStats {
    const stats = this.counts.get(step) ?? { hits: 0, misses: 0 };
    this.counts.set(step, stats);
    return stats;
  }
}

/** The entry's payload, or null when it is missing or its checksum does not match. */
function readIntact(file: string): Buffer | null {
  let raw: Buffer;
  try {
    raw = readFileSync(file);
  } catch {
    return null;
  }
  if (raw.length < CHECKSUM_BYTES) return null;
  const payload = raw.subarray(CHECKSUM_BYTES);
  return sha256(payload).equals(raw.subarray(0, CHECKSUM_BYTES)) ? payload : null;
}

/** Written to a temporary name and renamed, so a build stopped mid-write leaves no half entry. */
function writeEntry(file: string, payload: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([sha256(payload), payload]));
  renameSync(temporary, file);
}
