/**
 * The selected value of a group of tabs. Tabs sharing a groupId switch together on the page
 * and the choice is remembered under docusaurus.tab.{groupId}.
 */
import { useCallback, useEffect, useState } from "react";
import { storage, STORAGE_KEYS } from "../lib/storage";

const EVENT = "autoeval:tab-group";

interface TabGroupEvent {
  readonly groupId: string;
  readonly value: string;
}

export function useTabGroup(
  groupId: string | undefined,
  values: readonly string[],
  defaultValue: string,
): [string, (value: string) => void] {
  const [selected, setSelected] = useState(defaultValue);
  const valuesKey = values.join("|");

  useEffect(() => {
    if (!groupId) return undefined;
    const saved = storage.get(STORAGE_KEYS.tab(groupId));
    if (saved && values.includes(saved)) setSelected(saved);
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
      window.dispatchEvent(new CustomEvent<TabGroupEvent>(EVENT, { detail: { groupId, value } }));
    },
    [groupId],
  );

  return [selected, select];
}
