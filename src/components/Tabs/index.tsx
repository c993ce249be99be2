/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). With a groupId,
 * the choice syncs across the page, is remembered, can be set from the URL
 * (`?{groupId}=value`), and shows in the first frame (see reader-choices-script.ts). With
 * `idOf`, the tabs are links to their panels' ids: `#{id}` in the URL selects a tab, and
 * without JavaScript the links still show each panel (useLinkedTab, styles.module.css).
 */
import React, { useId, useRef } from "react";
import { useLinkedTab } from "./useLinkedTab";
import { useTabGroup } from "../../hooks/useTabGroup";
import { TAB_GROUP_ATTR, TAB_VALUE_ATTR, TAB_VALUES_ATTR } from "../../browser/reader-choices-script";
import { EARLY_INPUT_ATTR } from "../../common/early-input-contract";
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
  /** The tab list's accessible name. */
  readonly label?: string;
  /** Linked tabs: each panel's id (`#{id}` selects it), each tab a link to it. */
  readonly idOf?: (value: string) => string;
}

export function TabsView({ tabs, groupId, defaultValue, className, label, idOf }: Props) {
  const values = tabs.map((t) => t.value);
  const [selected, select] = useTabGroup(groupId, values, defaultValue ?? values[0] ?? "");
  const settled = useLinkedTab(idOf, values, select);
  const baseId = useId();
  const buttons = useRef<(HTMLElement | null)[]>([]);

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

  // What the head script needs to show a synced group's stored choice before hydration, and to
  // answer its tabs until then (so the early-input part leaves them alone).
  const groupAttrs = groupId ? { [TAB_GROUP_ATTR]: groupId, [TAB_VALUES_ATTR]: values.join(" ") } : {};
  const valueAttr = (value: string) => (groupId ? { [TAB_VALUE_ATTR]: value } : {});
  const tabAttrs = (value: string) => (groupId ? { [TAB_VALUE_ATTR]: value, [EARLY_INPUT_ATTR]: "native" } : {});

  const panelId = (value: string) => (idOf ? idOf(value) : `${baseId}-panel-${value}`);
  // A linked tab is a link to its panel, so it works before (and without) the page's script.
  const Tab = idOf ? "a" : "button";
  return (
    <div
      className={`${styles.tabs} ${className ?? ""}`}
      data-linked={idOf && !settled ? "" : undefined}
      {...groupAttrs}
    >
      <div role="tablist" className={styles.list} aria-orientation="horizontal" aria-label={label}>
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <Tab
              key={tab.value}
              ref={(el: HTMLElement | null) => {
                buttons.current[index] = el;
              }}
              {...(idOf ? { href: `#${panelId(tab.value)}` } : { type: "button" as const })}
              role="tab"
              id={`${panelId(tab.value)}-tab`}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              // Until linked tabs have settled, every tab is a plain link in the tab order.
              tabIndex={settled ? (active ? 0 : -1) : undefined}
              className={styles.tab}
              {...tabAttrs(tab.value)}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                select(tab.value);
              }}
              onKeyDown={(e: React.KeyboardEvent) => onKeyDown(e, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={`${panelId(tab.value)}-tab`}
          hidden={settled && tab.value !== selected}
          data-default={idOf && index === 0 ? "" : undefined}
          className={styles.panel}
          {...valueAttr(tab.value)}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
