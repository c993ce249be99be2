/**
 * The selected value of a group of tabs. Tabs sharing a groupId switch together on the page
 * and the choice is remembered under docusaurus.tab.{groupId}; a `?{groupId}=value` in the
 * URL wins over the stored choice. The first browser render already shows the choice, as
 * the head script did before hydration.
 */
import { useCallback, useEffect, useState } from "react";
import { chooseTab, urlWithTab } from "../browser/reader-choices";
import { storage, STORAGE_KEYS } from "../browser/storage";

const EVENT = "autoeval:tab-group";

interface TabGroupEvent {
  readonly groupId: string;
  readonly value: string;
}

function initialChoice(groupId: string | undefined, values: readonly string[], defaultValue: string): string {
  if (!groupId || typeof window === "undefined") return defaultValue;
  return chooseTab(groupId, values, defaultValue, {
    search: window.location.search,
    stored: storage.get(STORAGE_KEYS.tab(groupId)),
  });
}

export function useTabGroup(
  groupId: string | undefined,
  values: readonly string[],
  defaultValue: string,
): [string, (value: string) => void] {
  const [selected, setSelected] = useState(() => initialChoice(groupId, values, defaultValue));
  const valuesKey = values.join("|");

  useEffect(() => {
    if (!groupId) return undefined;
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<TabGroupEvent>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // values are compared by value through valuesKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, valuesKey]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (!groupId) return;
      storage.set(STORAGE_KEYS.tab(groupId), value);
      // A link that chose this tab keeps pointing at what the reader now sees.
      const url = urlWithTab(window.location.href, groupId, value);
      if (url) window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new CustomEvent<TabGroupEvent>(EVENT, { detail: { groupId, value } }));
    },
    [groupId],
  );

  return [selected, select];
}
