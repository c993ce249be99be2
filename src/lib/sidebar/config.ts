/**
 * Stage 1: a sidebars file as authors write it (content/sidebars/{version}.json),
 * validated with zod. Each file maps sidebar ids to their items.
 */
import { z } from "zod";

const docShorthand = z.string().min(1);

const docItem = z.strictObject({
  type: z.literal("doc"),
  id: z.string().min(1),
  label: z.string().min(1).optional(),
});

const linkItem = z.strictObject({
  type: z.literal("link"),
  label: z.string().min(1),
  href: z.string().min(1),
  unlisted: z.boolean().optional(),
  linkUnlisted: z.boolean().optional(),
});

const apiReferenceItem = z.strictObject({ type: z.literal("api-reference") });

const categoryLink = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("doc"), id: z.string().min(1) }),
  z.strictObject({
    type: z.literal("generated-index"),
    slug: z.string().regex(/^[a-z0-9-]+$/, "a single path segment: the page is /category/{slug}/"),
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
  }),
]);

export type SidebarItemConfig =
  | string
  | z.infer<typeof docItem>
  | z.infer<typeof linkItem>
  | z.infer<typeof apiReferenceItem>
  | {
      type: "category";
      label: string;
      link?: z.infer<typeof categoryLink>;
      collapsed?: boolean;
      items: SidebarItemConfig[];
    };

const sidebarItem: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    docShorthand,
    docItem,
    linkItem,
    apiReferenceItem,
    z.strictObject({
      type: z.literal("category"),
      label: z.string().min(1),
      link: categoryLink.optional(),
      collapsed: z.boolean().optional(),
      items: z.array(sidebarItem),
    }),
  ]),
);

export const sidebarsFileSchema = z.record(z.string().regex(/^[a-zA-Z0-9_-]+$/), z.array(sidebarItem));
export type SidebarsFile = z.infer<typeof sidebarsFileSchema>;

export function parseSidebarsFile(raw: unknown, file: string): SidebarsFile {
  const result = sidebarsFileSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new Error(
    `Invalid sidebars file ${file}:\n${problems.join("\n")}\n` +
      `Items are a doc id string, or objects of type "doc", "link", "category" or "api-reference".`,
  );
}
