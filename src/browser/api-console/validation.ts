/**
 * Checks a value against a JSON Schema from the console's data and words what is wrong. The
 * validator is @cfworker/json-schema, which interprets schemas instead of compiling them to code
 * (Ajv's way), so it runs under the site's CSP, which allows no eval.
 */
import { Validator, type OutputUnit } from "@cfworker/json-schema";
import type { JsonSchema } from "../../common/api-console/types";

export interface SchemaProblem {
  /** JSON pointer (RFC 6901) to the offending value; "" is the value itself. */
  readonly pointer: string;
  readonly message: string;
}

/** Keywords whose errors only say that something inside failed: the inner errors say what. */
const WRAPPERS = new Set(["properties", "items", "additionalItems", "allOf", "$ref", "dependentSchemas"]);
/** Keywords whose inner errors describe each alternative; the outer error reads better alone. */
const ALTERNATIVES = new Set(["anyOf", "oneOf"]);

const validators = new WeakMap<object, Validator>();

function validatorFor(schema: JsonSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator(schema, "7", false);
    validators.set(schema, validator);
  }
  return validator;
}

/** "#/metric/na%20me" (a URI fragment) as the JSON pointer "/metric/na me". */
function pointerOf(instanceLocation: string): string {
  const fragment = instanceLocation.replace(/^#/, "");
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The library's wording, addressed to a reader: "Instance" is the value at the pointer. */
function messageOf(unit: OutputUnit): string {
  return unit.error
    .replace(/^Instance type "(\w+)" is invalid\. Expected "([^"]+)"\./, (_m, got: string, want: string) => {
      return `Expected ${want.split('", "').join(" or ")}, found ${got}.`;
    })
    .replace(/^Instance /, "The value ")
    .replace(/^String does not match pattern\.$/, "The text does not have the expected form.");
}

export function schemaProblems(schema: JsonSchema, value: unknown): SchemaProblem[] {
  const result = validatorFor(schema).validate(value);
  if (result.valid) return [];
  const alternatives = result.errors
    .filter((unit) => ALTERNATIVES.has(unit.keyword))
    .map((unit) => `${unit.keywordLocation}/`);
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const unit of result.errors) {
    if (WRAPPERS.has(unit.keyword)) continue;
    if (alternatives.some((prefix) => unit.keywordLocation.startsWith(prefix))) continue;
    const problem = { pointer: pointerOf(unit.instanceLocation), message: messageOf(unit) };
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
