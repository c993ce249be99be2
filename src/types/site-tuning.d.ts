/**
 * The runtime's view of the framework tuning's switch (gatsby/tuning/switch.ts, runtimeTuning):
 * webpack's DefinePlugin replaces `__SITE_TUNING__.<piece>` with true or false in every bundle,
 * and webpack leaves out the branches a false one guards, so a piece that is off ships nothing.
 * Read it directly in an `if` or a `? :` (not through a variable) so webpack can see the
 * constant. Unit tests see every piece on (vitest.config.ts).
 */
declare const __SITE_TUNING__: {
  readonly mdxBody: boolean;
  readonly hydrateInTransition: boolean;
  readonly deferAnalytics: boolean;
};
