/**
 * The page shell, mounted once by wrapPageElement and kept across navigation: skip link,
 * announcement bar, navbar, the page inside an error boundary, footer.
 */
import React, { useEffect } from "react";
import { RouteDataProvider } from "../../contexts/RouteData";
import type { RouteData } from "../../common/docs/route-data";
import { AnnouncementBar } from "../AnnouncementBar";
import { BaseUrlBanner } from "../BaseUrlBanner";
import { replayEarlyInput } from "../../browser/early-input";
import { requestSearch } from "../../browser/search/open-request";
import { endFirstHydration } from "../DeferHydration/hydration-queue";
import { ErrorBoundary } from "../ErrorBoundary";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";
import { MAIN_CONTENT_ID, SkipToContent } from "../SkipToContent";
import * as styles from "./styles.module.css";

interface Props {
  readonly pathname: string;
  /** The page's route data, from its page context (gatsby/create-pages.ts). */
  readonly route: RouteData | undefined;
  readonly children: React.ReactNode;
}

export function Layout({ pathname, route, children }: Props) {
  useEffect(() => {
    endFirstHydration(() => {
      // The page is interactive, deferred parts included: from now on React answers every
      // control, and what the reader did before is replayed (browser tests wait for the mark).
      document.documentElement.setAttribute("data-hydrated", "");
      replayEarlyInput(requestSearch);
    });
  }, []);
  return (
    <RouteDataProvider route={route}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar pathname={pathname} />
      <div className={styles.wrapper} data-layout="shell">
        <BaseUrlBanner pathname={pathname} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        </main>
      </div>
      <Footer />
    </RouteDataProvider>
  );
}
