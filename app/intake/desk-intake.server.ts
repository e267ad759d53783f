/**
 * The desk's side of questionnaires (docs/INTAKE.md#in-the-desk): what the inquiry page's panel
 * shows, and its posts (send a questionnaire, turn a link off), each audited. Answers are read on
 * their own page (app/routes/desk/questionnaire.tsx), never on the inquiry page.
 */

import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { DeskServices } from "~/desk/desk.server";
import { formatDate, formatDateTime } from "~/desk/desk-time";
import type { PanelPost } from "~/desk/panel-post.server";
import type { IntakeService } from "./intake-service.server";
import type { IntakeRow } from "./intake-store.server";
import { questionnaire, questionnairesFor } from "./questionnaires";

const intakeForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-questionnaire"), questionnaire: z.string().min(1).max(60) }),
  z.object({ intent: z.literal("revoke-questionnaire"), id: z.coerce.number().int().positive() }),
]);

/** Where a questionnaire stands, in words: who it waits for. */
export function intakeState(row: IntakeRow, now: number) {
  if (row.completedAt)
    return { label: `Completed ${formatDateTime(row.completedAt)}`, waitsFor: "staff" as const };
  if (row.revokedAt) return { label: "Link turned off", waitsFor: null };
  if (row.expiresAt <= now) return { label: "Link expired", waitsFor: null };
  // Flagged: no answer after two reminders (docs/INTAKE.md#reminders).
  if (row.stalledAt)
    return {
      label: `No answer after two reminders (flagged ${formatDateTime(row.stalledAt)}): please follow up with the client`,
      waitsFor: "staff" as const,
    };
  if (row.updatedAt)
    return {
      label: `Started: ${row.sectionsDone} section${row.sectionsDone === 1 ? "" : "s"} done, last saved ${formatDateTime(row.updatedAt)}`,
      waitsFor: "client" as const,
    };
  if (row.openedAt)
    return {
      label: `Opened ${formatDateTime(row.openedAt)}, nothing saved yet`,
      waitsFor: "client" as const,
    };
  return { label: "Sent, not opened yet", waitsFor: "client" as const };
}

export function inquiryIntakeView(
  context: AppLoadContext,
  messageId: number,
  serviceType: string | null,
) {
  const intake = context.intake;
  if (!intake) return null;
  const now = Date.now();
  return {
    messageId,
    choices: questionnairesFor(serviceType).map((q) => ({ id: q.id, title: q.title })),
    sent: intake.store.forInquiry(messageId).map((row) => {
      const total = questionnaire(row.questionnaire)?.sections.length ?? 0;
      const state = intakeState(row, now);
      return {
        id: row.id,
        title: row.title,
        sent: formatDateTime(row.createdAt),
        until: formatDate(row.expiresAt),
        state: state.label,
        waitsFor: state.waitsFor,
        progress: `${Math.min(row.sectionsDone, total)} of ${total} sections`,
        reminders: row.reminders,
        active: !row.revokedAt && row.expiresAt > now,
        hasAnswers: row.answers !== null,
        href: `/desk/questionnaires/${row.id}`,
      };
    }),
  };
}

export type InquiryIntakeView = NonNullable<ReturnType<typeof inquiryIntakeView>>;

/** The panel's posts, answered by the inquiry page's action: a redirect back, or 400 with why. */
export function answerIntakeForm({
  desk,
  service: intake,
  inquiryId,
  staffId,
  form,
  refuse: problem,
}: PanelPost<IntakeService>) {
  const post = intakeForm.safeParse(Object.fromEntries(form));
  if (!post.success) return problem("Choose a questionnaire from the list.");
  const back = redirect(`/desk/inquiries/${inquiryId}#questionnaires`);
  if (post.data.intent === "send-questionnaire") {
    const chosen = questionnaire(post.data.questionnaire);
    if (!chosen) return problem("Choose a questionnaire from the list.");
    const sent = intake.send({ messageId: inquiryId, questionnaire: chosen, staffId });
    if (!sent) throw data("Not found", { status: 404 });
    desk.audit.record(
      staffId,
      "sent-questionnaire",
      inquiryId,
      `questionnaire #${sent.id}: ${chosen.title}`,
    );
    return back;
  }
  const row = intake.store.get(post.data.id);
  if (!row || row.messageId !== inquiryId) throw data("Not found", { status: 404 });
  intake.revoke(row.id);
  desk.audit.record(staffId, "revoked-questionnaire", inquiryId, `questionnaire #${row.id}`);
  return back;
}

/**
 * One questionnaire with its answers, for staff: 404 for an unknown id; the reading is audited
 * (`exported` for an export), never the answers themselves.
 */
export function deskQuestionnaire(
  desk: DeskServices,
  intake: IntakeService | undefined,
  rawId: string | undefined,
  staffId: number,
  action: "viewed-questionnaire" | "exported-questionnaire",
) {
  if (!intake) throw data("Questionnaires are not available on this server.", { status: 503 });
  const id = Number(rawId);
  const row = Number.isInteger(id) && id > 0 ? intake.store.get(id) : undefined;
  const definition = row && questionnaire(row.questionnaire);
  const inquiry = row && desk.inquiries.get(row.messageId);
  if (!row || !definition || !inquiry) throw data("Not found", { status: 404 });
  desk.audit.record(staffId, action, row.messageId, `questionnaire #${row.id}`);
  return {
    row,
    questionnaire: definition,
    answers: intake.answers(row),
    client: `${inquiry.firstName} ${inquiry.lastName}`,
    state: intakeState(row, Date.now()).label,
  };
}
