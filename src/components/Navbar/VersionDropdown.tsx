/**
 * The docs-version dropdown: lists every version, keeps the reader on the same doc when it
 * exists there, and remembers the choice as the preferred version.
 */
import React from "react";
import { useRouteData } from "../../contexts/RouteData";
import { usePreferredVersion } from "../../hooks/usePreferredVersion";
import { strings } from "../../strings";
import { Dropdown } from "./Dropdown";
import type { ItemProps } from "./item-props";

export function VersionDropdown({ mobile }: ItemProps<"docsVersionDropdown">) {
  const { site, docsVersion, versionPaths } = useRouteData();
  const { versions } = site;
  const [preferred, savePreferred] = usePreferredVersion(versions);
  if (versions.length === 0) throw new Error("The docs-version dropdown needs docs: no docs version exists.");
  const onDocsPage = docsVersion !== null;
  // Off docs pages: the reader's preferred version, else the newest release.
  const shown = onDocsPage
    ? versions.find((v) => v.name === docsVersion)
    : (versions.find((v) => v.name === preferred) ?? versions.find((v) => v.isLast) ?? versions[0]);
  const items = versions.map((version) => ({
    label: version.label,
    href: versionPaths?.[version.name] ?? version.path,
    active: version.name === shown?.name,
    onSelect: () => savePreferred(version.name),
  }));
  // Off docs pages the label follows the preferred version, from the first frame on.
  const labelByVersion = onDocsPage ? undefined : Object.fromEntries(versions.map((v) => [v.name, v.label]));
  return (
    <Dropdown
      label={shown?.label ?? versions[0]!.label}
      ariaLabel={strings.versions}
      items={items}
      mobile={mobile}
      {...(labelByVersion ? { labelByVersion } : {})}
    />
  );
}
