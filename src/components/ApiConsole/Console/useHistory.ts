/** The operation's entries of the tab's history (api-console/history.ts), and how a send is recorded. */
import { useCallback, useState } from "react";
import { addToHistory, clearHistory, readHistory, type HistoryEntry } from "../../../browser/api-console/history";
import type { ConsoleInputs } from "../../../browser/api-console/request";
import type { SendState } from "./useSender";

export function useHistory(slug: string, method: string) {
  const own = (list: readonly HistoryEntry[]) => list.filter((entry) => entry.slug === slug);
  const [entries, setEntries] = useState(() => own(readHistory()));

  /** Records a request that got an answer or never reached the API; a cancelled one is not kept. */
  const record = useCallback(
    (sent: ConsoleInputs, time: number, ended: SendState | null) => {
      if (ended?.kind !== "answered" && ended?.kind !== "unreachable") return;
      const list = addToHistory({
        slug,
        method: method.toUpperCase(),
        server: sent.baseUrl,
        parameters: sent.parameters,
        body: sent.body,
        status: ended.kind === "answered" ? ended.status : "unreachable",
        time,
        elapsed: ended.kind === "answered" ? ended.elapsed : null,
      });
      setEntries(list.filter((entry) => entry.slug === slug));
    },
    [slug, method],
  );

  const clear = useCallback(() => {
    clearHistory();
    setEntries([]);
  }, []);

  return { entries, record, clear };
}
