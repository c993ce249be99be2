/**
 * Ids of the navbar and of an empty marker at its end. The server HTML's head holds the first
 * paint until the marker has been parsed (`<link rel="expect" blocking="render">`), so on a
 * slow connection readers never see the announcement bar or the navbar half streamed in, and
 * nothing shifts. The marker, not the navbar, is the target: Chromium lets the first paint
 * through as soon as the target element is inserted, before its children have arrived.
 */
export const NAVBAR_ID = "navbar";
export const NAVBAR_END_ID = "navbar-end";
