/**
 * How a page's samples run as flows: one flow per language the page shows (curl, Python,
 * JavaScript), each in a folder of its own, running the page's steps top to bottom. A shell
 * block outside the code-sample tabs (`export DATASET_ID=...`) is a step of every flow, as the
 * reader runs it in the terminal whatever language they follow; titled data blocks (a CSV) are
 * files of every flow.
 */
import { FLOW_LANGUAGES, type FlowLanguage, type Page, type Step } from "./collect";

/** What a flow runs: a page's steps but its shown answers, which are checked after every flow ran. */
export type FlowStep = Exclude<Step, { kind: "response" }>;

export interface Flow {
  /** A name safe in a URL and a folder name. */
  readonly id: string;
  readonly page: string;
  readonly language: FlowLanguage;
  readonly steps: readonly FlowStep[];
}

function belongsTo(step: Step, language: FlowLanguage): step is FlowStep {
  if (step.kind === "response") return false;
  if (step.kind !== "sample") return true;
  const { flows } = step.sample;
  return flows === "all" || flows === language || (flows === "own" && step.sample.language === language);
}

export function flowsOf(page: Page): Flow[] {
  const own = new Set(
    page.steps.flatMap((step) => (step.kind === "sample" && step.sample.flows === "own" ? [step.sample.language] : [])),
  );
  const languages = FLOW_LANGUAGES.filter((language) => own.has(language));
  const hasShared = page.steps.some((step) => step.kind === "sample" && step.sample.flows === "all");
  if (languages.length === 0 && hasShared) languages.push("curl");
  const slug = page.name.replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "");
  return languages.map((language) => ({
    id: `${slug}.${language}`,
    page: page.name,
    language,
    steps: page.steps.filter((step) => belongsTo(step, language)),
  }));
}
