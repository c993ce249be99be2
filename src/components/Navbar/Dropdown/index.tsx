/**
 * A navbar dropdown: a `<details>` disclosure of links, usable by mouse, touch and keyboard. It
 * opens natively before the app's code has run and without JavaScript; React hydrates the same
 * element and adds closing on an outside click, on Escape and on choosing an item (useDropdown).
 * In the mobile drawer the list is always shown, under its label.
 */
import React, { useEffect, useId, useState } from "react";
import { BY_VERSION_ATTR } from "../../../browser/reader-choices-script";
import { Link } from "../../Link";
import { useDropdown } from "../useDropdown";
import * as styles from "./styles.module.css";

export interface DropdownLink {
  readonly label: string;
  readonly href: string;
  readonly active?: boolean;
  readonly onSelect?: () => void;
}

interface Props {
  readonly label: string;
  readonly items: readonly DropdownLink[];
  readonly ariaLabel?: string;
  /** The label for each preferred docs version, shown before hydration by the head script. */
  readonly labelByVersion?: Readonly<Record<string, string>>;
  /** In the mobile drawer the list is always shown. */
  readonly mobile?: boolean;
}

interface Ids {
  readonly label: string;
  readonly kind: string;
}

function Items({
  items,
  marked = true,
  onSelect,
}: {
  readonly items: readonly DropdownLink[];
  /** Whether the active item is marked yet. */
  readonly marked?: boolean;
  readonly onSelect?: () => void;
}) {
  return items.map((item) => (
    <li key={`${item.label}:${item.href}`}>
      <Link
        href={item.href}
        className={`${styles.item} ${marked && item.active ? styles.active : ""}`}
        aria-current={marked && item.active ? "page" : undefined}
        onClick={() => {
          item.onSelect?.();
          onSelect?.();
        }}
      >
        {item.label}
      </Link>
    </li>
  ));
}

/** The trigger's content: the label (which the head script may set) and the caret. */
function TriggerContent({ label, labelByVersion, ids }: Pick<Props, "label" | "labelByVersion"> & { ids: Ids }) {
  return (
    <>
      <span id={ids.label} {...(labelByVersion ? { [BY_VERSION_ATTR]: JSON.stringify(labelByVersion) } : {})}>
        {label}
      </span>
      <span aria-hidden="true" className={styles.caret} />
    </>
  );
}

export function Dropdown({ label, items, ariaLabel, labelByVersion, mobile = false }: Props) {
  const ids: Ids = { label: useId(), kind: useId() };
  const { ref, onToggle, close } = useDropdown();
  // A menu whose label follows the reader's stored version has its active item chosen from storage,
  // which the server cannot read: it is marked once mounted, as an update, since hydration keeps
  // the server's attributes as they are.
  const [marked, setMarked] = useState(labelByVersion === undefined);
  useEffect(() => setMarked(true), []);
  const kind = (
    <span id={ids.kind} hidden>
      {ariaLabel}
    </span>
  );
  // The name starts with the text on the trigger ("2.x Versions"), so a reader who says what they
  // see reaches it (WCAG 2.5.3); it follows the label the head script may set.
  const labelledBy = `${ids.label} ${ids.kind}`;
  if (mobile) {
    return (
      <div className={`${styles.dropdown} ${styles.mobile}`}>
        <span className={styles.trigger}>
          <TriggerContent label={label} labelByVersion={labelByVersion} ids={ids} />
        </span>
        {kind}
        <ul className={styles.menu} aria-labelledby={labelledBy}>
          <Items items={items} marked={marked} />
        </ul>
      </div>
    );
  }
  return (
    <details ref={ref} className={styles.dropdown} onToggle={onToggle}>
      <summary className={styles.trigger} aria-labelledby={labelledBy}>
        <TriggerContent label={label} labelByVersion={labelByVersion} ids={ids} />
      </summary>
      {kind}
      <ul className={styles.menu}>
        <Items items={items} marked={marked} onSelect={() => close()} />
      </ul>
    </details>
  );
}
