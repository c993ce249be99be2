/**
 * The page shell, mounted once by wrapPageElement and kept across navigation: skip link,
 * announcement bar, navbar, the page inside an error boundary, footer.
 */
import React, { useEffect } from "react";
import { ColorModeProvider } from "../../contexts/ColorMode";
import { RouteDataProvider } from "../../contexts/RouteData";
import type { RouteData } from "../../common/docs/route-data";
import { AnnouncementBar } from "../AnnouncementBar";
import { BaseUrlBanner } from "../BaseUrlBanner";
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
    // Marks the page as interactive, deferred parts included; browser tests wait for it.
    endFirstHydration(() => document.documentElement.setAttribute("data-hydrated", ""));
  }, []);
  return (
    <ColorModeProvider>
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
    </ColorModeProvider>
  );
}
