/**
 * The inquiry page's posts (app/routes/desk/inquiry.tsx, docs/DESK.md#working-an-inquiry), one
 * schema per form (app/desk/desk-forms.ts): status, note, follow-up, assignment, reply, a reply or
 * the notification sent again, deletion; and the panels of the other capabilities (documents,
 * questionnaires, engagement letters), each answered by its own module. A refused post answers 400
 * with the errors, which the page shows under the fields.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { firm } from "~/content/firm";
import { answerDocumentsForm } from "~/documents/desk-document-actions.server";
import { isDocumentIntent } from "~/documents/desk-document-forms";
import { answerEngagementPanel } from "~/engagement/desk-engagement.server";
import { isEngagementPanelIntent } from "~/engagement/desk-engagement-forms";
import { answerIntakeForm } from "~/intake/desk-intake.server";
import { isIntakeIntent } from "~/intake/desk-intake-forms";
import { maySettleConflict, onlyALawyerSettles } from "./conflict-check";
import { type DeskAnswer, inquiryForms, noForm, refused } from "./desk-forms";
import type { SignedIn } from "./desk-guard";
import { formatIsoDay } from "./desk-time";
import { statusLabel } from "./inquiry-status";
import { inquiryId } from "./inquiry-view.server";
import { answerPanelPost } from "./panel-post.server";

export async function answerInquiryPost(
  { desk, session }: SignedIn,
  load: AppLoadContext,
  request: Request,
  rawId: string | undefined,
) {
  const id = inquiryId(rawId);
  const form = await readFormData(request);
  if (!form) return data(noForm, { status: 400 });
  const posted = form.get("intent");
  const post = { desk, inquiryId: id, staffId: session.staff.id, form };
  if (isDocumentIntent(posted))
    return answerPanelPost(
      post,
      load.documents,
      "Documents are not available on this server.",
      answerDocumentsForm,
    );
  if (isIntakeIntent(posted))
    return answerPanelPost(
      post,
      load.intake,
      "Questionnaires are not available on this server.",
      answerIntakeForm,
    );
  if (isEngagementPanelIntent(posted))
    return answerPanelPost(
      post,
      load.engagement?.service,
      "Engagement letters are not available on this server.",
      answerEngagementPanel,
    );
  const submission = parseWithSchema(form, inquiryForms);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  const value = submission.value;
  const intent = value.intent;
  const staffId = session.staff.id;
  const ok = (message: string): DeskAnswer => ({ ok: true, intent, message });
  const notDone = (message: string, status: number) =>
    data({ ok: false, intent, message } satisfies DeskAnswer, { status });
  switch (value.intent) {
    case "status": {
      const result = desk.inquiries.setStatus(id, value.status, staffId);
      if (!result.ok) return notDone(result.reason, 409);
      return ok(`Marked ${statusLabel(value.status)}.`);
    }
    case "note": {
      if (!desk.followUps.addNote(id, staffId, value.note ?? "", value.followUpOn ?? null))
        throw data("Not found", { status: 404 });
      return ok(
        value.followUpOn
          ? `Note added, follow up by ${formatIsoDay(value.followUpOn)}.`
          : "Note added.",
      );
    }
    case "follow-up": {
      if (!desk.followUps.setDate(id, staffId, value.followUpOn))
        throw data("Not found", { status: 404 });
      return ok(`Follow-up set for ${formatIsoDay(value.followUpOn)}.`);
    }
    case "follow-up-done": {
      if (desk.followUps.complete(id, staffId) === 0)
        return notDone("There is no follow-up to mark done.", 409);
      return ok("Follow-up done.");
    }
    case "assign": {
      const assigned = desk.inquiries.assign(id, value.assignee, staffId);
      if (assigned === "missing") throw data("Not found", { status: 404 });
      if (assigned === "refused") return notDone("That person cannot be assigned.", 400);
      return ok(value.assignee === null ? "Unassigned." : "Assigned.");
    }
    case "reply": {
      if (!desk.settings.notificationsOn)
        return notDone(
          "Sending e-mail from the desk is not set up on this website, so the reply was not sent.",
          409,
        );
      const queued = desk.replies.queue(id, staffId, {
        template: value.template || null,
        fromAddress: desk.settings.replyFrom ?? firm.email,
        subject: value.subject,
        body: value.body,
      });
      if (!queued) throw data("Not found", { status: 404 });
      desk.wakeOutbox();
      return ok(
        queued.firstReply
          ? "Sent: the reply is in the outbox; it is the first reply, so the inquiry is now Contacted."
          : "Sent: the reply is in the outbox.",
      );
    }
    case "resend-reply": {
      if (!desk.replies.sendAgain(Number(value.reply), id, staffId))
        return notDone("That reply cannot be sent again.", 409);
      desk.wakeOutbox();
      return ok("The reply will be sent again now.");
    }
    case "retry": {
      if (!desk.inquiries.retryDelivery(id, staffId))
        return notDone("There is no failed notification to retry.", 409);
      desk.wakeOutbox();
      return ok("The notification e-mail will be sent again now.");
    }
    case "settle-conflict": {
      // A lawyer's decision (LSO Rules of Professional Conduct, s. 3.4; docs/DESK.md#the-conflict-check).
      if (!maySettleConflict(session.staff.email)) return notDone(onlyALawyerSettles, 403);
      const settled = desk.conflicts.settle(id, staffId, "kept", Date.now());
      if (settled === 0) return notDone("There is no possible conflict to settle.", 409);
      desk.audit.record(staffId, "settled-conflict", id, "no conflict, kept");
      return ok(
        "Conflict check settled: no conflict. The firm may act for this person; nothing is sent to them.",
      );
    }
    case "decline-conflict": {
      const settled = desk.conflicts.settle(id, staffId, "declined", Date.now());
      if (settled === 0) return notDone("There is no possible conflict to settle.", 409);
      desk.audit.record(staffId, "settled-conflict", id, "a conflict, declined");
      const closed = desk.inquiries.setStatus(id, "not-proceeding", staffId).ok;
      return ok(
        `Declined for a conflict${closed ? ": the inquiry is now Not proceeding" : ""}. Nothing is e-mailed: reply with “Not able to help (with a referral)”, which never says why.`,
      );
    }
    case "delete": {
      if (!desk.inquiries.delete(id, staffId, "deleted from the desk"))
        throw data("Not found", { status: 404 });
      return redirect(`/desk?deleted=${id}`);
    }
  }
}
