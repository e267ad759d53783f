/**
 * The client's questionnaire page behind its link (docs/INTAKE.md#the-clients-page): which section
 * an address shows, and what a post of a section does. Nothing is read before the link is proven:
 * a malformed, unknown, revoked or expired link is a 404 like any unknown address.
 */
import { data, redirect } from "react-router";
import { exceedsFieldLimit, tooManyFields } from "~/components/forms/parse-with-schema";
import { readFormData, unreadableForm } from "~/components/forms/read-form-data";
import { latestToday } from "~/platform/firm-clock";
import type { IntakeService, OpenQuestionnaire } from "./intake-service.server";
import { questionnaire } from "./questionnaires";

const notFound = () => data(null, { status: 404 });

function opened(intake: IntakeService | undefined, token: string | undefined): OpenQuestionnaire {
  const open = intake && token ? intake.open(token, questionnaire) : undefined;
  if (!open) throw notFound();
  return open;
}

/** "1".."n" → 0..n-1; "done" → "done"; anything else is not a page. */
function sectionOf(open: OpenQuestionnaire, raw: string | undefined): number | "done" | undefined {
  if (raw === undefined) return undefined;
  if (raw === "done") return "done";
  const n = Number(raw);
  if (!/^\d{1,2}$/.test(raw) || n < 1 || n > open.questionnaire.sections.length) throw notFound();
  return n - 1;
}

export function questionnaireLoader(
  intake: IntakeService | undefined,
  params: { token?: string; section?: string },
  url: URL,
) {
  const open = opened(intake, params.token);
  const base = `/questionnaire/${params.token}`;
  const section = sectionOf(open, params.section);
  const total = open.questionnaire.sections.length;
  // A completed questionnaire opens on its thanks only: its sections can no longer be changed.
  if (section === undefined || (open.row.completedAt !== null && section !== "done")) {
    // The link itself: where the client left off (the first section not yet complete).
    const resume = Math.min(open.row.sectionsDone, total - 1);
    throw redirect(open.row.completedAt ? `${base}/done` : `${base}/${resume + 1}`);
  }
  return {
    base,
    questionnaire: open.questionnaire,
    firstName: open.firstName,
    section,
    total,
    sectionsDone: open.row.sectionsDone,
    completed: open.row.completedAt !== null,
    answers: section === "done" ? {} : open.answers,
    revision: open.row.updatedAt ?? 0,
    adding: url.searchParams.get("add"),
    /** The latest date anywhere now: the most a date that cannot be in the future may be (the picker's max). */
    today: latestToday(),
  };
}

export async function questionnaireAction(
  intake: IntakeService | undefined,
  params: { token?: string; section?: string },
  request: Request,
) {
  const open = opened(intake, params.token);
  const section = sectionOf(open, params.section);
  if (intake === undefined || section === undefined || section === "done") throw notFound();
  // Not a form (no body, JSON), or more fields than any section has: 400, never 500
  // (app/components/forms/README.md). The body's size was bounded before (server/body-limit.ts).
  const form = await readFormData(request);
  if (!form) return data({ errors: { form: unreadableForm } }, { status: 400 });
  if (exceedsFieldLimit(form)) return data({ errors: { form: tooManyFields } }, { status: 400 });
  const result = intake.saveSection(open, section, form);
  const base = `/questionnaire/${params.token}`;
  if (result.kind === "locked") throw redirect(`${base}/done`, 303);
  if (result.kind === "invalid") return data({ errors: result.errors }, { status: 400 });
  if (result.kind === "changed") {
    const intent = String(form.get("intent"));
    const group = intent.split(":")[1] ?? "";
    return redirect(
      intent.startsWith("add:")
        ? `${base}/${section + 1}?add=${group}#q-${group}`
        : `${base}/${section + 1}#q-${group}`,
      303,
    );
  }
  return redirect(result.next === "done" ? `${base}/done` : `${base}/${result.next + 1}`, 303);
}
