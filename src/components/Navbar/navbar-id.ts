/**
 * The navbar's element id. The server HTML's head holds the first paint until this element
 * has been parsed (`<link rel="expect" blocking="render">`), so on a slow connection readers
 * never see the announcement bar or the navbar half streamed in, and nothing shifts.
 */
export const NAVBAR_ID = "navbar";
