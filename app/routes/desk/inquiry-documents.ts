import { data, redirect } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { type DeskAnswer, noForm, refused } from "~/desk/desk-forms";
import { requireStaffAction } from "~/desk/desk-guard";
import { checklistTemplate } from "~/documents/checklist-templates";
import { documentForms, torontoLocalToMs } from "~/documents/desk-document-forms";
import type { Route } from "./+types/inquiry-documents";

function problem(message: string, status = 400) {
  return data<DeskAnswer>({ ok: false, message }, { status });
}

/**
 * The inquiry page's document actions (docs/DOCUMENTS.md#in-the-desk): send a request built from a
 * checklist, accept an item or send it back with a reason (the client is e-mailed), revoke a link
 * or send a new one. Each is audited; on success the answer goes back to the inquiry's documents.
 */
export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const documents = args.context.documents;
  if (!documents) return problem("Documents are not available on this server.", 503);
  const id = Number(args.params.id);
  const inquiry = Number.isInteger(id) && id > 0 ? desk.inquiries.get(id) : undefined;
  if (!inquiry) throw data("Not found", { status: 404 });
  const form = await readFormData(args.request);
  if (!form) return data(noForm, { status: 400 });
  const submission = parseWithSchema(form, documentForms);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  const post = submission.value;
  const staffId = session.staff.id;
  const back = redirect(`/desk/inquiries/${id}#documents`);
  const belongs = (requestId: number | undefined) =>
    requestId !== undefined && documents.store.request(requestId)?.messageId === id;

  switch (post.intent) {
    case "send-request": {
      const template = checklistTemplate(post.template);
      if (!template) return problem("Choose a checklist from the list.");
      const dueAt = post.due ? (torontoLocalToMs(post.due) ?? null) : null;
      const { requestId } = documents.createRequest({ messageId: id, template, dueAt, staffId });
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
      const item = documents.store.item(post.item);
      if (!item || !belongs(item.requestId)) throw data("Not found", { status: 404 });
      if (post.intent === "accept") documents.accept(item.id, staffId);
      else documents.store.setItemState(item.id, "received", { now: Date.now(), staffId });
      desk.audit.record(
        staffId,
        post.intent === "accept" ? "accepted-document" : "reopened-document",
        id,
        `request #${item.requestId}: ${item.label}`,
      );
      return back;
    }
    case "send-back": {
      const item = documents.store.item(post.item);
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
