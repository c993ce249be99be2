/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). With a groupId,
 * the choice syncs across the page, is remembered, can be set from the URL
 * (`?{groupId}=value`), and shows in the first frame (see reader-choices-script.ts).
 */
import React, { useId, useRef } from "react";
import { useTabGroup } from "../../hooks/useTabGroup";
import { TAB_GROUP_ATTR, TAB_VALUE_ATTR, TAB_VALUES_ATTR } from "../../browser/reader-choices-script";
import * as styles from "./styles.module.css";

export interface TabDefinition {
  readonly value: string;
  readonly label: string;
  readonly content: React.ReactNode;
}

interface Props {
  readonly tabs: readonly TabDefinition[];
  readonly groupId?: string;
  readonly defaultValue?: string;
  readonly className?: string;
}

export function TabsView({ tabs, groupId, defaultValue, className }: Props) {
  const values = tabs.map((t) => t.value);
  const [selected, select] = useTabGroup(groupId, values, defaultValue ?? values[0] ?? "");
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(tabs[target]!.value);
    buttons.current[target]?.focus();
  };

  // What the head script needs to show a synced group's stored choice before hydration.
  const groupAttrs = groupId ? { [TAB_GROUP_ATTR]: groupId, [TAB_VALUES_ATTR]: values.join(" ") } : {};
  const valueAttr = (value: string) => (groupId ? { [TAB_VALUE_ATTR]: value } : {});

  return (
    <div className={`${styles.tabs} ${className ?? ""}`} {...groupAttrs}>
      <div role="tablist" className={styles.list} aria-orientation="horizontal">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              {...valueAttr(tab.value)}
              onClick={() => select(tab.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${baseId}-panel-${tab.value}`}
          aria-labelledby={`${baseId}-tab-${tab.value}`}
          hidden={tab.value !== selected}
          className={styles.panel}
          {...valueAttr(tab.value)}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
