/** On archived versions: says the version is no longer maintained and links to the same page in the latest one. */
import React from "react";
import { useDocsData, type DocsVersionData } from "../../hooks/useDocsData";
import { usePreferredVersion } from "../../hooks/usePreferredVersion";
import { equivalentPath } from "../../lib/docs/versions";
import { strings } from "../../strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

export function VersionBanner({ version, path }: { readonly version: DocsVersionData; readonly path: string }) {
  const { versions, allDocs } = useDocsData();
  const [, savePreferred] = usePreferredVersion(versions);
  const latest = versions.find((v) => v.isLast);
  if (!latest) return null;
  return (
    <div className={styles.banner} role="note">
      <p>{strings.unmaintainedVersion(version.label)}</p>
      <p>
        {strings.seeLatest}{" "}
        <Link href={equivalentPath(allDocs, path, latest)} onClick={() => savePreferred(latest.name)}>
          <strong>{strings.latestVersionLink(latest.label)}</strong>
        </Link>
        .
      </p>
    </div>
  );
}
