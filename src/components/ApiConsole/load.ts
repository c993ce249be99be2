/** The console's code, loaded on demand: its own chunk, named so the bench can weigh it. */
import React from "react";

const loadConsole = () => import(/* webpackChunkName: "api-console" */ "./Console");

/** A new lazy component for each try: React.lazy keeps a failed load's error for good. */
export const lazyConsole = (slug: string) =>
  React.lazy(() => loadConsole().then((module) => module.prepareConsole(slug)));

/** A failed preload is not an error: the click that follows loads it again and reports a failure. */
export const preloadConsole = () => void loadConsole().catch(() => undefined);
