/** The admonition types and their default titles, shared by the component and the Markdown syntax. */
export const ADMONITION_TITLES = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
} as const;
export type AdmonitionType = keyof typeof ADMONITION_TITLES;
export const ADMONITION_TYPES = Object.keys(ADMONITION_TITLES) as readonly AdmonitionType[];
