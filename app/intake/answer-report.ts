/**
 * A questionnaire's answers as a report (docs/INTAKE.md#in-the-desk): each section's shown
 * questions with the answer in words, in the questionnaire's order. One shape for the desk's page,
 * its print, the JSON export and the PDF.
 */
import {
  type Address,
  type Answers,
  type GroupEntry,
  isEmpty,
  isShown,
  type SimpleAnswer,
} from "./answers";
import { addressParts, type Questionnaire, type SimpleQuestion } from "./questionnaire-definition";

export interface ReportLine {
  question: string;
  answer: string;
}

export interface ReportGroup {
  question: string;
  entries: { label: string; lines: ReportLine[] }[];
}

export interface ReportSection {
  title: string;
  items: (ReportLine | ReportGroup)[];
}

export const notAnswered = "Not answered";

export function answerWords(q: SimpleQuestion, value: SimpleAnswer | undefined): string {
  if (isEmpty(value)) return notAnswered;
  if (typeof value === "object") {
    const a = value as Address;
    return addressParts
      .map((p) => a[p]?.trim())
      .filter(Boolean)
      .join(", ");
  }
  if (q.type === "yes-no") return value === "yes" ? "Yes" : "No";
  return value ?? "";
}

export function answerReport(questionnaire: Questionnaire, answers: Answers): ReportSection[] {
  return questionnaire.sections.map((section) => ({
    title: section.title,
    items: section.questions
      .filter((q) => isShown(q, answers))
      .map((q): ReportLine | ReportGroup => {
        if (q.type !== "group")
          return { question: q.label, answer: answerWords(q, answers[q.id] as SimpleAnswer) };
        const entries = (Array.isArray(answers[q.id]) ? answers[q.id] : []) as GroupEntry[];
        return {
          question: q.label,
          entries: entries.map((entry, n) => ({
            label: `${q.itemLabel} ${n + 1}`,
            lines: q.questions
              .filter((sub) => isShown(sub, answers, entry))
              .map((sub) => ({ question: sub.label, answer: answerWords(sub, entry[sub.id]) })),
          })),
        };
      }),
  }));
}

export const isGroup = (item: ReportLine | ReportGroup): item is ReportGroup => "entries" in item;
