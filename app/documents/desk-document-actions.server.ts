import { data, redirect } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { type DeskAnswer, refused } from "~/desk/desk-forms";
import { formatDate } from "~/desk/desk-time";
import type { PanelPost } from "~/desk/panel-post.server";
import { checklistTemplate } from "./checklist-templates";
import { documentForms, torontoLocalToMs } from "./desk-document-forms";
import { liveRequestOf } from "./document-refusals.server";
import type { DocumentServices } from "./document-service.server";

/**
 * Why a second request from a checklist is refused while the first is live, naming it and the two
 * ways on (docs/DOCUMENTS.md#the-link).
 */
export function liveRequestMessage(request: { id: number; title: string; expiresAt: number }) {
  return `Request #${request.id} (${request.title}) is still open, and its link works until ${formatDate(request.expiresAt)}. To send the client that link again, press “E-mail a new link” on it; to start over, press “Revoke the link” on it first, then send this request.`;
}

/**
 * The documents panel's posts, answered by the inquiry page's action (docs/DOCUMENTS.md#in-the-desk):
 * send a request built from a checklist, accept an item or send it back with a reason (the client
 * is e-mailed), revoke a link or send a new one. Each is audited; on success the answer is a
 * redirect back to the inquiry's documents. A refused post answers 400 with Conform's reply, so the
 * page rendered for it (without JavaScript, the whole inquiry page) shows the form again with each
 * error under its field (app/components/forms/README.md).
 */
export function answerDocumentsForm({
  desk,
  service: documents,
  inquiryId: id,
  staffId,
  form,
  refuse: problem,
}: PanelPost<DocumentServices>) {
  const submission = parseWithSchema(form, documentForms);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  const post = submission.value;
  const back = redirect(`/desk/inquiries/${id}#documents`);
  const belongs = (requestId: number | undefined) =>
    requestId !== undefined && documents.requests.request(requestId)?.messageId === id;

  switch (post.intent) {
    case "send-request": {
      const template = checklistTemplate(post.template);
      if (!template) return problem("Choose a checklist from the list.");
      const dueAt = post.due ? (torontoLocalToMs(post.due) ?? null) : null;
      let requestId: number;
      try {
        ({ requestId } = documents.createRequest({ messageId: id, template, dueAt, staffId }));
      } catch (error) {
        const live = liveRequestOf(error);
        if (!live) throw error;
        // Under the checklist's field, as a rule of the form would be (docs/DOCUMENTS.md#the-link).
        const message = liveRequestMessage(live);
        return data<DeskAnswer>(
          {
            ok: false,
            intent: post.intent,
            message,
            result: submission.reply({ fieldErrors: { template: [message] } }),
          },
          { status: 409 },
        );
      }
      desk.audit.record(
        staffId,
        "sent-document-request",
        id,
        `request #${requestId}: ${template.title}`,
      );
      return back;
    }
    case "accept":
    case "reopen": {
      const item = documents.files.item(post.item);
      if (!item || !belongs(item.requestId)) throw data("Not found", { status: 404 });
      if (post.intent === "accept") documents.accept(item.id, staffId);
      else documents.files.setItemState(item.id, "received", { now: Date.now(), staffId });
      desk.audit.record(
        staffId,
        post.intent === "accept" ? "accepted-document" : "reopened-document",
        id,
        `request #${item.requestId}: ${item.label}`,
      );
      return back;
    }
    case "send-back": {
      const item = documents.files.item(post.item);
      if (!item || !belongs(item.requestId)) throw data("Not found", { status: 404 });
      documents.sendBack(item.id, post.reason, staffId);
      desk.audit.record(
        staffId,
        "returned-document",
        id,
        `request #${item.requestId}: ${item.label}`,
      );
      return back;
    }
    case "revoke":
    case "new-link": {
      if (!belongs(post.request)) throw data("Not found", { status: 404 });
      if (post.intent === "revoke") documents.revoke(post.request);
      else documents.renewLink(post.request);
      desk.audit.record(
        staffId,
        post.intent === "revoke" ? "revoked-document-link" : "renewed-document-link",
        id,
        `request #${post.request}`,
      );
      return back;
    }
  }
}
