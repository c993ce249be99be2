/**
 * Front matter of docs, release notes and standalone pages: one zod schema each, and one
 * function that turns a bad field into an error naming the file and the field.
 */
import { z } from "zod";

const headingLevel = z.number().int().min(2).max(6);

export const docFrontMatterSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-_/]*$/, "use lowercase letters, digits, - _ and /")
      .optional(),
    title: z.string().min(1),
    description: z.string().min(1),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    slug: z.string().startsWith("/").optional(),
    unlisted: z.boolean().default(false),
    draft: z.boolean().default(false),
    toc_min_heading_level: headingLevel.default(2),
    toc_max_heading_level: headingLevel.default(3),
  })
  .refine((fm) => fm.toc_min_heading_level <= fm.toc_max_heading_level, {
    message: "toc_min_heading_level must not be greater than toc_max_heading_level",
    path: ["toc_min_heading_level"],
  });

export const releaseNoteFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  date: z.iso.date(),
  description: z.string().min(1),
});

export const pageFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
});

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;
export type ReleaseNoteFrontMatter = z.output<typeof releaseNoteFrontMatterSchema>;
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid front matter in ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "FrontMatterError";
  }
}

export function parseFrontMatter<S extends z.ZodType>(schema: S, raw: unknown, file: string): z.output<S> {
  // YAML dates arrive as Date objects; the schemas take ISO strings.
  const input = Object.fromEntries(
    Object.entries((raw ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new FrontMatterError(
    file,
    result.error.issues.map((issue) => {
      const field = issue.path.join(".") || "(front matter)";
      if (issue.code === "unrecognized_keys")
        return `unknown field(s) ${issue.keys.join(", ")}: remove them or check the spelling`;
      if (issue.code === "invalid_type" && input[String(issue.path[0])] === undefined) return `${field}: is required`;
      return `${field}: ${issue.message} (got ${JSON.stringify(input[String(issue.path[0])])})`;
    }),
  );
}
