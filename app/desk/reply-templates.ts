/**
 * The replies the desk offers to start from (docs/DESK.md#replies): one Markdown file per template
 * in app/content/reply-templates/, which the firm edits (docs/EDITING.md#reply-templates). Read at
 * build time and checked here, so a mistake in one (an unknown {{placeholder}}, a missing subject)
 * stops the tests and the build with the file and the problem.
 */
import { z } from "zod";
import { parseFrontmatter, splitFrontmatter } from "~/content/collections/frontmatter";

/** What a template is for: the desk offers the first reply of the inquiry's practice area first. */
export const templateUses = ["first-reply", "documents", "booking", "referral"] as const;
export type TemplateUse = (typeof templateUses)[number];

/** The placeholders a template may use, each filled in from the inquiry, the firm or the sender. */
export const placeholders = [
  "firstName",
  "lastName",
  "reference",
  "practiceArea",
  "firmName",
  "firmPhone",
  "firmEmail",
  "bookingLink",
  "consultationMinutes",
  "staffName",
] as const;
export type Placeholder = (typeof placeholders)[number];

const frontmatterSchema = z
  .strictObject({
    title: z.string().trim().min(3).max(80),
    use: z.enum(templateUses),
    /** For a first reply: the practice area it answers (a service of the contact form), or "general". */
    practiceArea: z.string().trim().min(3).max(40).optional(),
    subject: z.string().trim().min(3).max(150),
  })
  .refine((t) => t.use !== "first-reply" || t.practiceArea, {
    message: "a first reply names its practiceArea (or general)",
    path: ["practiceArea"],
  });

export interface ReplyTemplate {
  /** The file's name without `.md`. */
  id: string;
  title: string;
  use: TemplateUse;
  practiceArea?: string;
  subject: string;
  body: string;
}

const files = import.meta.glob("../content/reply-templates/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Parses one template file; throws with the file's name and the problem. */
export function parseTemplate(id: string, text: string): ReplyTemplate {
  const where = `app/content/reply-templates/${id}.md`;
  // The content pipeline's reader (app/content/collections/frontmatter.ts), as for every page.
  const split = splitFrontmatter(text);
  if ("error" in split)
    throw new Error(`${where}: starts with a --- frontmatter block, then the e-mail's text`);
  const yaml = parseFrontmatter(where, split.yaml);
  if ("problems" in yaml)
    throw new Error(
      `${where}: ${yaml.problems.map((p) => `line ${p.line}: ${p.message}`).join("; ")}`,
    );
  const parsed = frontmatterSchema.safeParse(yaml.data);
  if (!parsed.success)
    throw new Error(
      `${where}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "frontmatter"}: ${i.message}`).join("; ")}`,
    );
  const body = split.body.trim();
  if (body.length < 20) throw new Error(`${where}: the e-mail's text is missing`);
  const unknown = [...`${parsed.data.subject}\n${body}`.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .map((x) => x[1] as string)
    .filter((name) => !(placeholders as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(
      `${where}: unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(", ")}; use ${placeholders.map((p) => `{{${p}}}`).join(", ")}`,
    );
  return { id, ...parsed.data, body };
}

function load(): ReplyTemplate[] {
  const order = (t: ReplyTemplate) => templateUses.indexOf(t.use);
  return Object.entries(files)
    .map(([file, text]) => parseTemplate(file.replace(/^.*\//, "").replace(/\.md$/, ""), text))
    .sort((a, b) => order(a) - order(b) || a.title.localeCompare(b.title));
}

export const replyTemplates: readonly ReplyTemplate[] = load();

export function replyTemplate(id: string): ReplyTemplate | undefined {
  return replyTemplates.find((t) => t.id === id);
}

/**
 * The templates offered for one inquiry, in order: the first reply of its practice area (or the
 * general one), then the others that are not first replies.
 */
export function templatesFor(serviceType: string | null): ReplyTemplate[] {
  const firsts = replyTemplates.filter((t) => t.use === "first-reply");
  const first =
    firsts.find((t) => t.practiceArea === serviceType) ??
    firsts.find((t) => t.practiceArea === "general");
  return [...(first ? [first] : []), ...replyTemplates.filter((t) => t.use !== "first-reply")];
}

/** Fills a template's placeholders. */
export function fillTemplate(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) =>
    (placeholders as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  );
}
