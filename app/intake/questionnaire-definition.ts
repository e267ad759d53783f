/**
 * What a questionnaire file says (app/content/questionnaires/*.yaml, docs/INTAKE.md#writing-a-questionnaire):
 * sections of questions of a few kinds, each optionally required, with help text and a "show if"
 * condition on an earlier yes/no or choice question. Checked when the site is built; a mistake
 * stops the build with the file, the line and what to change (app/content/collections/errors.ts).
 */
import { z } from "zod";

// The questionnaire's page checks answers with Zod in the browser too, where the site's
// Content-Security-Policy forbids eval: Zod must neither compile parsers with `new Function` nor
// probe for it, and it decides when each schema is made, so this runs before the first one below.
z.config({ jitless: true });

const id = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{0,39}$/,
    "ids are lower-case words joined by hyphens (at most 40 characters)",
  );
const text = (max: number) => z.string().trim().min(2).max(max);

/** "Show if": the question with this id (earlier in the questionnaire) has one of these answers. */
export const conditionSchema = z.strictObject({
  question: id,
  equals: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]),
});

const common = {
  id,
  label: text(200),
  help: text(400).optional(),
  required: z.boolean().optional(),
  showIf: conditionSchema.optional(),
};

const simpleQuestion = z.discriminatedUnion("type", [
  z.strictObject({
    ...common,
    type: z.literal("text"),
    maxLength: z.number().int().min(10).max(500).optional(),
  }),
  z.strictObject({
    ...common,
    type: z.literal("long-text"),
    maxLength: z.number().int().min(10).max(5000).optional(),
  }),
  z.strictObject({
    ...common,
    type: z.literal("date"),
    /** A date that cannot be in the future anywhere (`latestToday`): a date of birth, a refusal. */
    past: z.boolean().optional(),
  }),
  z.strictObject({ ...common, type: z.literal("yes-no") }),
  z.strictObject({
    ...common,
    type: z.literal("choice"),
    options: z.array(text(100)).min(2).max(20),
  }),
  z.strictObject({ ...common, type: z.literal("address") }),
]);

/** A repeating group: "each child", "each previous country of residence". */
const groupQuestion = z.strictObject({
  ...common,
  type: z.literal("group"),
  /** What one entry is called: "Child", "Country". */
  itemLabel: text(40),
  max: z.number().int().min(1).max(20).default(10),
  questions: z.array(simpleQuestion).min(1).max(15),
});

export const questionSchema = z.union([simpleQuestion, groupQuestion]);

export const sectionSchema = z.strictObject({
  id,
  title: text(80),
  intro: text(600).optional(),
  questions: z.array(questionSchema).min(1).max(30),
});

export const practiceAreas = [
  "immigration",
  "wills-estates",
  "real-estate",
  "family-law",
  "notary",
] as const;

export const questionnaireSchema = z.strictObject({
  title: text(80),
  practiceArea: z.enum(practiceAreas),
  /** Shown on the first page, under the heading. */
  intro: text(800),
  /** Shown once every section is done. */
  thanks: text(600),
  sections: z.array(sectionSchema).min(1).max(15),
});

export type Condition = z.infer<typeof conditionSchema>;
export type SimpleQuestion = z.infer<typeof simpleQuestion>;
export type GroupQuestion = z.infer<typeof groupQuestion>;
export type Question = z.infer<typeof questionSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Questionnaire = z.infer<typeof questionnaireSchema> & { id: string };

/** The province choices of an address (Canada Post's two-letter symbols). */
export const provinces = [
  "AB",
  "BC",
  "MB",
  "NB",
  "NL",
  "NS",
  "NT",
  "NU",
  "ON",
  "PE",
  "QC",
  "SK",
  "YT",
] as const;
export const addressParts = ["street", "city", "region", "postalCode", "country"] as const;
export type AddressPart = (typeof addressParts)[number];
export const addressLabels: Record<AddressPart, string> = {
  street: "Street address",
  city: "City or town",
  region: "Province, state or region",
  postalCode: "Postal code",
  country: "Country",
};

/**
 * The rules Zod cannot see: ids unique in the questionnaire, each condition pointing at an earlier
 * yes/no or choice question (outside a group, or in the same group) with values it can take.
 * Returns [path, message] pairs.
 */
export function crossCheck(q: z.infer<typeof questionnaireSchema>): [PropertyKey[], string][] {
  const problems: [PropertyKey[], string][] = [];
  const seen = new Map<string, Question | SimpleQuestion>();
  const sectionIds = new Set<string>();
  const checkCondition = (
    path: PropertyKey[],
    question: { showIf?: Condition },
    scope: Map<string, Question | SimpleQuestion>,
  ) => {
    if (!question.showIf) return;
    const target = scope.get(question.showIf.question);
    if (!target) {
      problems.push([
        [...path, "showIf", "question"],
        `"showIf" names "${question.showIf.question}", which is not a question before this one`,
      ]);
      return;
    }
    const allowed =
      target.type === "yes-no"
        ? ["yes", "no"]
        : target.type === "choice"
          ? target.options
          : undefined;
    if (!allowed) {
      problems.push([
        [...path, "showIf", "question"],
        `"showIf" can only depend on a yes-no or choice question; "${target.id}" is ${target.type}`,
      ]);
      return;
    }
    const wanted = [question.showIf.equals].flat();
    for (const value of wanted)
      if (!allowed.includes(value))
        problems.push([
          [...path, "showIf", "equals"],
          `"${value}" is not an answer of "${target.id}" (${allowed.map((a) => `"${a}"`).join(", ")})`,
        ]);
  };
  q.sections.forEach((section, s) => {
    if (sectionIds.has(section.id))
      problems.push([["sections", s, "id"], `two sections have the id "${section.id}"`]);
    sectionIds.add(section.id);
    section.questions.forEach((question, n) => {
      const path: PropertyKey[] = ["sections", s, "questions", n];
      checkCondition(path, question, seen);
      if (seen.has(question.id))
        problems.push([[...path, "id"], `two questions have the id "${question.id}"`]);
      seen.set(question.id, question);
      if (question.type === "group") {
        const inner = new Map(seen);
        const own = new Set<string>();
        question.questions.forEach((sub, m) => {
          const subPath = [...path, "questions", m];
          checkCondition(subPath, sub, inner);
          if (own.has(sub.id))
            problems.push([
              [...subPath, "id"],
              `two questions of the group have the id "${sub.id}"`,
            ]);
          own.add(sub.id);
          inner.set(sub.id, sub);
        });
      }
    });
  });
  return problems;
}
