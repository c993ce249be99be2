/**
 * A navbar dropdown: a button that opens a list of links, usable by mouse, touch and keyboard.
 * Its server HTML is a `<details>` menu, which opens natively before the app's code has run and
 * without JavaScript; right after hydration it becomes the menu button below (useHandover), open
 * if the reader opened it meanwhile.
 */
import React, { useId } from "react";
import { BY_VERSION_ATTR } from "../../../browser/reader-choices-script";
import { readDetails, useHandover, type DetailsState } from "../../../hooks/useHandover";
import { useIsomorphicLayoutEffect } from "../../../hooks/useIsomorphicLayoutEffect";
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
  readonly menu: string;
  readonly label: string;
  readonly kind: string;
}

function Items({ items, onSelect }: { readonly items: readonly DropdownLink[]; readonly onSelect?: () => void }) {
  return items.map((item) => (
    <li key={`${item.label}:${item.href}`}>
      <Link
        href={item.href}
        className={`${styles.item} ${item.active ? styles.active : ""}`}
        aria-current={item.active ? "page" : undefined}
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

export function Dropdown(props: Props) {
  const { label, items, ariaLabel, labelByVersion, mobile = false } = props;
  const ids: Ids = { menu: useId(), label: useId(), kind: useId() };
  const { ref, state } = useHandover(readDetails);
  const kind = (
    <span id={ids.kind} hidden>
      {ariaLabel}
    </span>
  );
  // The name starts with the text on the trigger ("2.x Versions"), so a reader who says what they
  // see reaches it (WCAG 2.5.3); it follows the label the head script may set.
  const labelledBy = `${ids.label} ${ids.kind}`;
  if (state === null && !mobile) {
    return (
      <details ref={ref} className={`${styles.dropdown} ${styles.serverForm}`}>
        <summary className={styles.trigger} aria-labelledby={labelledBy}>
          <TriggerContent label={label} labelByVersion={labelByVersion} ids={ids} />
        </summary>
        {kind}
        <ul className={styles.menu}>
          <Items items={items} />
        </ul>
      </details>
    );
  }
  return <MenuButton {...props} ids={ids} kind={kind} labelledBy={labelledBy} handedOver={state} />;
}

function MenuButton({
  label,
  items,
  labelByVersion,
  mobile = false,
  ids,
  kind,
  labelledBy,
  handedOver,
}: Props & {
  readonly ids: Ids;
  readonly kind: React.ReactNode;
  readonly labelledBy: string;
  readonly handedOver: DetailsState | null;
}) {
  const { open, toggle, close, ref } = useDropdown<HTMLDivElement>(handedOver?.open ?? false);
  const expanded = mobile || open;
  useIsomorphicLayoutEffect(() => {
    if (handedOver?.focused) ref.current?.querySelector<HTMLElement>("[aria-haspopup]")?.focus();
    // Once, when the static menu hands over.
  }, []);
  return (
    <div ref={ref} className={`${styles.dropdown} ${mobile ? styles.mobile : ""}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={expanded}
        aria-controls={expanded ? ids.menu : undefined}
        aria-labelledby={labelledBy}
        onClick={toggle}
      >
        <TriggerContent label={label} labelByVersion={labelByVersion} ids={ids} />
      </button>
      {kind}
      {/* The list exists only while open: nothing hidden for React to keep in step. */}
      {expanded && (
        <ul id={ids.menu} className={styles.menu}>
          <Items items={items} onSelect={close} />
        </ul>
      )}
    </div>
  );
}
