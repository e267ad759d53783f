/**
 * The firm's engagement letter templates: one YAML file each in app/content/engagement/
 * (docs/ENGAGEMENT.md#writing-a-template), plus `standard-terms.yaml`, the terms every letter
 * carries. Read when the site is built and checked here; a mistake stops the build with its file,
 * line and what to change (docs/EDITING.md#when-the-build-stops).
 */
import { z } from "zod";
import { ContentError, type ContentProblem } from "~/content/collections/errors";
import { parseFrontmatter } from "~/content/collections/frontmatter";
import { practiceAreas } from "~/intake/questionnaire-definition";
import { feeSource } from "./fee-sources";

const folder = "app/content/engagement";
const text = (max: number) => z.string().trim().min(1).max(max);
const line = text(200);

export const templateSchema = z.strictObject({
  title: text(100),
  practiceArea: z.enum(practiceAreas),
  /** Fee sources (app/engagement/fee-sources.ts) staff may choose from; the first is the default. */
  fees: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .min(1)
    .max(8),
  /** How the fee is paid: `flat` (an account at the end or at stages), `retainer` (in advance, in trust). */
  billing: z
    .array(z.enum(["flat", "retainer"]))
    .min(1)
    .max(2),
  /** Whether the letter states an hourly rate for work outside its scope (set by staff). */
  hourly: z.boolean().default(false),
  scope: text(2000),
  included: z.array(line).min(1).max(15),
  notIncluded: z.array(line).min(1).max(15),
  disbursements: text(1000),
});

export const standardTermsSchema = z.strictObject({
  taxes: text(1000),
  payment: text(1000),
  endingByClient: text(1000),
  endingByFirm: text(1000),
  identification: text(1000),
  electronicSignature: text(1000),
  conflict: text(1000),
});

export type EngagementTemplate = z.output<typeof templateSchema> & { id: string };
export type StandardTerms = z.output<typeof standardTermsSchema>;

function parseYaml<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
):
  | { value: z.output<T>; lineOf: (path: readonly PropertyKey[]) => number }
  | { problems: ContentProblem[] } {
  const parsed = parseFrontmatter(file, source);
  if ("problems" in parsed)
    return { problems: parsed.problems.map((p) => ({ ...p, line: p.line && p.line - 1 })) };
  const lineOf = (path: readonly PropertyKey[]) => parsed.lineOf(path) - 1;
  const checked = schema.safeParse(parsed.data);
  if (!checked.success)
    return {
      problems: checked.error.issues.map((issue) => ({
        file,
        line: lineOf(issue.path),
        message: `"${issue.path.map(String).join(".") || "file"}": ${issue.message}.`,
        fix: "Correct it as docs/ENGAGEMENT.md#writing-a-template describes.",
      })),
    };
  return { value: checked.data, lineOf };
}

/** One template file, or what is wrong with it. */
export function parseTemplate(
  id: string,
  source: string,
): { template: EngagementTemplate } | { problems: ContentProblem[] } {
  const file = `${folder}/${id}.yaml`;
  if (!/^[a-z][a-z0-9-]{0,59}$/.test(id))
    return {
      problems: [
        {
          file,
          message:
            "The file's name is the template's id, so it must be lower-case words joined by hyphens.",
          fix: 'Rename the file, like "family-law.yaml".',
        },
      ],
    };
  const parsed = parseYaml(file, source, templateSchema);
  if ("problems" in parsed) return parsed;
  const problems: ContentProblem[] = parsed.value.fees.flatMap((fee, i) =>
    feeSource(fee)
      ? []
      : [
          {
            file,
            line: parsed.lineOf(["fees", i]),
            message: `"fees": there is no fee "${fee}" in the fee schedules.`,
            fix: "Use one of the fees docs/ENGAGEMENT.md#the-fee lists.",
          },
        ],
  );
  if (problems.length > 0) return { problems };
  return { template: { id, ...parsed.value } };
}

export function parseStandardTerms(
  source: string,
): { terms: StandardTerms } | { problems: ContentProblem[] } {
  const parsed = parseYaml(`${folder}/standard-terms.yaml`, source, standardTermsSchema);
  return "problems" in parsed ? parsed : { terms: parsed.value };
}

const files = import.meta.glob("../content/engagement/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function load(): { templates: EngagementTemplate[]; terms: StandardTerms } {
  const problems: ContentProblem[] = [];
  const templates: EngagementTemplate[] = [];
  let terms: StandardTerms | undefined;
  for (const [path, source] of Object.entries(files)) {
    const id = path.replace(/^.*\//, "").replace(/\.yaml$/, "");
    if (id === "standard-terms") {
      const result = parseStandardTerms(source);
      if ("problems" in result) problems.push(...result.problems);
      else terms = result.terms;
      continue;
    }
    const result = parseTemplate(id, source);
    if ("problems" in result) problems.push(...result.problems);
    else templates.push(result.template);
  }
  if (!terms)
    problems.push({
      file: `${folder}/standard-terms.yaml`,
      message: "The standard terms every letter carries are missing.",
      fix: "Restore the file (docs/ENGAGEMENT.md#writing-a-template).",
    });
  if (problems.length > 0 || !terms) throw new ContentError(problems);
  templates.sort(
    (a, b) => a.practiceArea.localeCompare(b.practiceArea) || a.title.localeCompare(b.title),
  );
  return { templates, terms };
}

const loaded = load();
export const engagementTemplates: readonly EngagementTemplate[] = loaded.templates;
export const standardTerms: StandardTerms = loaded.terms;

export function engagementTemplate(id: string): EngagementTemplate | undefined {
  return engagementTemplates.find((t) => t.id === id);
}

/** The templates offered first for an inquiry of this practice area. */
export function templatesFor(serviceType: string | null): EngagementTemplate[] {
  const own = engagementTemplates.filter((t) => t.practiceArea === serviceType);
  return [...own, ...engagementTemplates.filter((t) => t.practiceArea !== serviceType)];
}
