/**
 * A questionnaire's answers (docs/INTAKE.md#answers): their shape, which questions are shown
 * ("show if"), the form fields each question posts, and the one Zod schema, derived from the
 * questionnaire's definition, that the server checks every section and the whole with (and the
 * page uses to check a section before it posts it, when scripts run).
 */
import { z } from "zod";
import type { IsoDate } from "~/platform/firm-clock";
import {
  type AddressPart,
  addressParts,
  type Condition,
  type Question,
  type Questionnaire,
  type SimpleQuestion,
} from "./questionnaire-definition";

export type Address = Partial<Record<AddressPart, string>>;
export type SimpleAnswer = string | Address;
export type GroupEntry = Record<string, SimpleAnswer>;
export type Answer = SimpleAnswer | GroupEntry[];
export type Answers = Record<string, Answer>;

const maxOf = (q: SimpleQuestion) =>
  q.type === "long-text" ? (q.maxLength ?? 3000) : q.type === "text" ? (q.maxLength ?? 200) : 200;

/** The form field a question (or one part of it) posts: `q.<id>`, `q.<group>.<n>.<id>`, `.<part>`. */
export function fieldName(
  questionId: string,
  entry?: { group: string; index: number },
  part?: string,
) {
  const base = entry ? `q.${entry.group}.${entry.index}.${questionId}` : `q.${questionId}`;
  return part ? `${base}.${part}` : base;
}

/** The id of a field's control, for labels and the error summary's links. */
export const fieldId = (name: string) => name.replace(/\./g, "-");

function conditionHolds(
  condition: Condition | undefined,
  lookup: (id: string) => Answer | undefined,
) {
  if (!condition) return true;
  const value = lookup(condition.question);
  return typeof value === "string" && [condition.equals].flat().includes(value);
}

/** Whether a question is shown, given the answers (and, inside a group, its entry's). */
export function isShown(question: { showIf?: Condition }, answers: Answers, entry?: GroupEntry) {
  return conditionHolds(question.showIf, (id) => entry?.[id] ?? answers[id]);
}

export function isEmpty(value: Answer | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((v) => !v || v.trim() === "");
}

// ------------------------------------------------------------------ reading a section's post

type Form = Pick<FormData, "get"> & { keys(): Iterable<string> };

const read = (form: Form, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n/g, "\n").trim().slice(0, max) : "";
};

function readSimple(
  form: Form,
  q: SimpleQuestion,
  entry?: { group: string; index: number },
): SimpleAnswer {
  if (q.type === "address")
    return Object.fromEntries(
      addressParts.map((p) => [p, read(form, fieldName(q.id, entry, p), 200)]),
    );
  return read(form, fieldName(q.id, entry), maxOf(q));
}

/** The entries of a group as posted, in order; an entry left entirely blank is dropped. */
function readGroup(form: Form, q: Extract<Question, { type: "group" }>): GroupEntry[] {
  const prefix = `q.${q.id}.`;
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    if (!key.startsWith(prefix)) continue;
    const n = Number(key.slice(prefix.length).split(".")[0]);
    if (Number.isInteger(n) && n >= 0 && n < 100) indexes.add(n);
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) =>
      Object.fromEntries(
        q.questions.map((sub) => [sub.id, readSimple(form, sub, { group: q.id, index })]),
      ),
    )
    .filter((e) => Object.values(e).some((v) => !isEmpty(v)))
    .slice(0, q.max);
}

/** One section's answers as posted (not yet checked), merged over the answers already saved. */
export function readSection(
  questionnaire: Questionnaire,
  sectionIndex: number,
  form: Form,
  saved: Answers,
): Answers {
  const section = questionnaire.sections[sectionIndex];
  const next: Answers = { ...saved };
  if (!section) return next;
  for (const q of section.questions)
    next[q.id] = q.type === "group" ? readGroup(form, q) : readSimple(form, q);
  return prune(questionnaire, next);
}

/** The answers without those of questions no longer shown (a changed "yes" removes its follow-ups). */
export function prune(questionnaire: Questionnaire, answers: Answers): Answers {
  const kept: Answers = {};
  for (const section of questionnaire.sections)
    for (const q of section.questions) {
      const value = answers[q.id];
      if (value === undefined || !isShown(q, kept)) continue;
      if (q.type === "group" && Array.isArray(value))
        kept[q.id] = value.map((entry) => {
          const own: GroupEntry = {};
          for (const sub of q.questions) {
            const v = entry[sub.id];
            if (v !== undefined && isShown(sub, kept, own)) own[sub.id] = v;
          }
          return own;
        });
      else kept[q.id] = value;
    }
  return kept;
}

// ------------------------------------------------------------------ the schema

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function validDate(text: string) {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().startsWith(text) &&
    text >= "1900-01-01" &&
    text <= "2100-12-31"
  );
}

/**
 * A date that must be in the past (`past: true`) may be today, never later: today where the client
 * is, which may be a day ahead of Toronto (`today` is `latestToday()`, the latest date on Earth).
 */
export const futureDateMessage = "This date cannot be in the future: enter a date up to today.";

function valueSchema(q: SimpleQuestion, today: IsoDate): z.ZodType<SimpleAnswer> {
  switch (q.type) {
    case "text":
    case "long-text":
      return z.string().max(maxOf(q), `Keep this under ${maxOf(q)} characters.`);
    case "date":
      return z
        .string()
        .refine((v) => v === "" || validDate(v), "Enter a real date, like 2024-03-17.")
        .refine((v) => !q.past || v === "" || !validDate(v) || v <= today, futureDateMessage);
    case "yes-no":
      return z.enum(["", "yes", "no"], "Choose yes or no.");
    case "choice":
      return z.enum(["", ...q.options] as [string, ...string[]], "Choose one of the answers.");
    case "address":
      return z.strictObject(
        Object.fromEntries(addressParts.map((p) => [p, z.string().max(200).optional()])),
      );
  }
}

const requiredMessage = (q: Question) =>
  q.type === "group"
    ? `Add at least one ${q.itemLabel.toLowerCase()}.`
    : q.type === "choice"
      ? "Choose one of the answers."
      : q.type === "yes-no"
        ? "Choose yes or no."
        : q.type === "date"
          ? "Enter a date."
          : q.type === "address"
            ? "Enter the street address, city and country."
            : "Answer this question.";

/** Which parts an address must have when its question is required. */
const requiredAddressParts: AddressPart[] = ["street", "city", "country"];

function checkRequired(
  q: SimpleQuestion,
  value: SimpleAnswer | undefined,
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  if (!q.required) return;
  if (q.type === "address") {
    const address = (typeof value === "object" ? value : {}) as Address;
    for (const part of requiredAddressParts)
      if (!address[part]?.trim())
        ctx.addIssue({ code: "custom", path: [...path, part], message: requiredMessage(q) });
    return;
  }
  if (isEmpty(value)) ctx.addIssue({ code: "custom", path, message: requiredMessage(q) });
}

/**
 * The schema of some of a questionnaire's questions (one section's, or all), derived from the
 * definition: each value's form, then each shown question's "required". Hidden questions are not
 * checked (their answers are pruned before saving). `earlier` holds the answers that conditions on
 * questions outside these may read; `today` is the latest date on Earth (`latestToday()`), for dates that
 * must be in the past.
 */
export function answersSchema(questions: readonly Question[], earlier: Answers, today: IsoDate) {
  const shape: Record<string, z.ZodType> = {};
  for (const q of questions)
    shape[q.id] =
      q.type === "group"
        ? z
            .array(
              z.strictObject(
                Object.fromEntries(
                  q.questions.map((s) => [s.id, valueSchema(s, today).optional()]),
                ),
              ),
            )
            .max(q.max, `Add at most ${q.max}.`)
            .optional()
        : valueSchema(q, today).optional();
  return z.object(shape).superRefine((value, ctx) => {
    const all = { ...earlier, ...(value as Answers) };
    for (const q of questions) {
      if (!isShown(q, all)) continue;
      const answer = (value as Answers)[q.id];
      if (q.type !== "group") {
        checkRequired(q, answer as SimpleAnswer | undefined, [q.id], ctx);
        continue;
      }
      const entries = Array.isArray(answer) ? answer : [];
      if (q.required && entries.length === 0)
        ctx.addIssue({ code: "custom", path: [q.id], message: requiredMessage(q) });
      entries.forEach((entry, index) => {
        for (const sub of q.questions)
          if (isShown(sub, all, entry))
            checkRequired(sub, entry[sub.id], [q.id, index, sub.id], ctx);
      });
    }
  });
}

/** The schema of one section, reading earlier answers for its conditions. */
export function sectionSchema(
  questionnaire: Questionnaire,
  sectionIndex: number,
  answers: Answers,
  today: IsoDate,
) {
  return answersSchema(questionnaire.sections[sectionIndex]?.questions ?? [], answers, today);
}

/** The schema of the whole questionnaire (the answers as finally submitted, and as exported). */
export function questionnaireAnswersSchema(questionnaire: Questionnaire, today: IsoDate) {
  return answersSchema(
    questionnaire.sections.flatMap((s) => s.questions),
    {},
    today,
  );
}

/** A section's errors by field name (`q.children.0.name`), the first per field. */
export function sectionErrors(
  questionnaire: Questionnaire,
  sectionIndex: number,
  answers: Answers,
  today: IsoDate,
): Record<string, string> {
  const section = questionnaire.sections[sectionIndex];
  if (!section) return {};
  const own = Object.fromEntries(
    section.questions.map((q) => [q.id, answers[q.id]]).filter(([, v]) => v !== undefined),
  );
  const result = sectionSchema(questionnaire, sectionIndex, answers, today).safeParse(own);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = `q.${issue.path.map(String).join(".")}`;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The first section with an error, or undefined when every section is complete. */
export function firstIncomplete(
  questionnaire: Questionnaire,
  answers: Answers,
  today: IsoDate,
): number | undefined {
  const index = questionnaire.sections.findIndex(
    (_, i) => Object.keys(sectionErrors(questionnaire, i, answers, today)).length > 0,
  );
  return index === -1 ? undefined : index;
}
