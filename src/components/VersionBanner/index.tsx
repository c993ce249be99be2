/**
 * On versions other than the newest release: says the version is unreleased (newer) or no
 * longer maintained (older), and links to the same page in the newest release.
 */
import React from "react";
import { useRouteData } from "../../contexts/RouteData";
import { usePreferredVersion } from "../../hooks/usePreferredVersion";
import { strings } from "../../strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

export function VersionBanner() {
  const { site, version, versionPaths } = useRouteData();
  const [, savePreferred] = usePreferredVersion(site.versions);
  const latest = site.versions.find((v) => v.isLast);
  if (!version?.banner || !latest) return null;
  return (
    <div className={styles.banner} role="note">
      <p>
        {version.banner === "unreleased"
          ? strings.unreleasedVersion(version.label)
          : strings.unmaintainedVersion(version.label)}
      </p>
      <p>
        {strings.seeLatest}{" "}
        <Link href={versionPaths?.[latest.name] ?? latest.path} onClick={() => savePreferred(latest.name)}>
          <strong>{strings.latestVersionLink(latest.label)}</strong>
        </Link>
        .
      </p>
    </div>
  );
}
