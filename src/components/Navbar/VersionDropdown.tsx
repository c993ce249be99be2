/**
 * The docs-version dropdown: lists every version, keeps the reader on the same doc when it
 * exists there, and remembers the choice as the preferred version.
 */
import React from "react";
import { useDocsData } from "../../hooks/useDocsData";
import { usePreferredVersion } from "../../hooks/usePreferredVersion";
import { equivalentPath, versionOfPath } from "../../lib/docs/versions";
import { strings } from "../../strings";
import { Dropdown } from "./Dropdown";
import type { ItemProps } from "./item-props";

export function VersionDropdown({ pathname, mobile }: ItemProps<"docsVersionDropdown">) {
  const { versions, allDocs } = useDocsData();
  const [preferred, savePreferred] = usePreferredVersion(versions);
  if (versions.length === 0) throw new Error("The docs-version dropdown needs docs: no docs version exists.");
  const onDocsPage = allDocs.some((d) => d.path === pathname);
  const shown = onDocsPage
    ? versionOfPath(versions, pathname)
    : (versions.find((v) => v.name === preferred) ?? versions[0]);
  const items = versions.map((version) => ({
    label: version.label,
    href: onDocsPage ? equivalentPath(allDocs, pathname, version) : version.path,
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
