/** A navbar dropdown: a button that opens a list of links, usable by mouse, touch and keyboard. */
import React, { useId } from "react";
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

export function Dropdown({ label, items, ariaLabel, labelByVersion, mobile = false }: Props) {
  const { open, toggle, close, ref } = useDropdown<HTMLDivElement>();
  const menuId = useId();
  const labelId = useId();
  const kindId = useId();
  const expanded = mobile || open;
  return (
    <div ref={ref} className={`${styles.dropdown} ${mobile ? styles.mobile : ""}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        // The name starts with the text on the button ("2.x Versions"), so a reader who says
        // what they see reaches it (WCAG 2.5.3); it follows the label the head script may set.
        aria-labelledby={`${labelId} ${kindId}`}
        onClick={toggle}
      >
        <span id={labelId} {...(labelByVersion ? { [BY_VERSION_ATTR]: JSON.stringify(labelByVersion) } : {})}>
          {label}
        </span>
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <span id={kindId} hidden>
        {ariaLabel}
      </span>
      {/* The list exists only while open: nothing hidden to hydrate, and nothing that a stored
          preference (the docs version) could leave stale before hydration. */}
      {expanded && (
        <ul id={menuId} className={styles.menu}>
          {items.map((item) => (
            <li key={`${item.label}:${item.href}`}>
              <Link
                href={item.href}
                className={`${styles.item} ${item.active ? styles.active : ""}`}
                aria-current={item.active ? "page" : undefined}
                onClick={() => {
                  item.onSelect?.();
                  close();
                }}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
