/**
 * The docs version a reader chose, kept in local storage. A saved name that is no longer a
 * known version is cleared, so readers are never sent to a version that is gone. The first
 * browser render already uses it, as the head script did before hydration.
 */
import { useCallback, useEffect, useState } from "react";
import { knownVersion } from "../common/docs/versions";
import { storage, STORAGE_KEYS } from "../browser/storage";

const KEY = STORAGE_KEYS.preferredVersion("default");

export function usePreferredVersion(versions: readonly { name: string }[]): [string | null, (name: string) => void] {
  const [preferred, setPreferred] = useState<string | null>(() =>
    typeof window === "undefined" ? null : knownVersion(storage.get(KEY), versions),
  );

  useEffect(() => {
    const saved = storage.get(KEY);
    const known = knownVersion(saved, versions);
    if (saved !== null && known === null) storage.remove(KEY);
    setPreferred(known);
  }, [versions]);

  const save = useCallback((name: string) => {
    storage.set(KEY, name);
    setPreferred(name);
  }, []);

  return [preferred, save];
}
