/** The words of an API schema page. */
export const schemaStrings = {
  properties: "Properties",
  example: "Example",
  usedBy: "Used by",
  noReferences: "No operation or schema refers to this schema.",
  referringOperations: "Operations:",
  referringSchemas: "Schemas:",
} as const;
