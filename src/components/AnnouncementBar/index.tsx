/**
 * The dismissible announcement bar, in the page's flow above the navbar: as tall as its text
 * needs. The head script marks a dismissed bar before the first paint and CSS hides it, so
 * loading a page never shifts it.
 */
import React, { useEffect, useState } from "react";
import { siteConfig } from "../../config";
import { storage, STORAGE_KEYS } from "../../browser/storage";
import { strings } from "../../strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

export function isAnnouncementDismissed(id: string): boolean {
  return storage.get(STORAGE_KEYS.announcementDismiss) === "true" && storage.get(STORAGE_KEYS.announcementId) === id;
}

export function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    const isDismissed = isAnnouncementDismissed(bar.id);
    if (!isDismissed && storage.get(STORAGE_KEYS.announcementId) !== bar.id) {
      // A new announcement: forget the dismissal of the previous one.
      storage.remove(STORAGE_KEYS.announcementDismiss);
    }
    setDismissed(isDismissed);
    document.documentElement.toggleAttribute("data-announcement-dismissed", isDismissed);
  }, [bar]);

  if (!bar || dismissed) return null;

  const close = () => {
    storage.set(STORAGE_KEYS.announcementDismiss, "true");
    storage.set(STORAGE_KEYS.announcementId, bar.id);
    document.documentElement.setAttribute("data-announcement-dismissed", "");
    setDismissed(true);
  };

  return (
    <div
      className={styles.bar}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      role="region"
      aria-label={strings.announcement}
    >
      <p className={styles.content}>
        {/* One text node, space included: the server's HTML has one, so hydration changes nothing. */}
        {bar.linkTo ? `${bar.content} ` : bar.content}
        {bar.linkTo && (
          <Link href={bar.linkTo} className={styles.link} style={{ color: bar.textColor }}>
            {bar.linkLabel ?? bar.linkTo}
          </Link>
        )}
      </p>
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          aria-label={strings.closeAnnouncement}
          onClick={close}
          style={{ color: bar.textColor }}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
