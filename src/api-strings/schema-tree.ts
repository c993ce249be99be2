/** The words of a schema tree (SchemaTree), on operation and schema pages alike; loaded with those templates. */
export const schemaTreeStrings = {
  possibleValues: "Possible values:",
  defaultValue: "Default:",
  oneOf: "Exactly one of:",
  anyOf: "Any of:",
  allOf: "All of:",
} as const;
