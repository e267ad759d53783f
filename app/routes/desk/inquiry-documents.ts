import { data, redirect } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { requireStaffAction } from "~/desk/desk-guard";
import { checklistTemplate } from "~/documents/checklist-templates";
import {
  itemSchema,
  requestSchema,
  sendBackSchema,
  sendRequestSchema,
  torontoLocalToMs,
} from "~/documents/desk-document-forms";
import type { Route } from "./+types/inquiry-documents";

function problem(message: string, status = 400) {
  return data({ ok: false as const, message }, { status });
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
  if (!form) return problem("The form could not be read. Reload the page and try again.");
  const staffId = session.staff.id;
  const back = redirect(`/desk/inquiries/${id}#documents`);
  const belongs = (requestId: number | undefined) =>
    requestId !== undefined && documents.store.request(requestId)?.messageId === id;

  switch (form.get("intent")) {
    case "send-request": {
      const s = parseWithSchema(form, sendRequestSchema);
      if (s.status !== "success")
        return data({ ok: false as const, result: s.reply() }, { status: 400 });
      const template = checklistTemplate(s.value.template);
      if (!template) return problem("Choose a checklist from the list.");
      const dueAt = s.value.due ? (torontoLocalToMs(s.value.due) ?? null) : null;
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
      const s = parseWithSchema(form, itemSchema);
      if (s.status !== "success") return problem("That item was not found.");
      const item = documents.store.item(s.value.item);
      if (!item || !belongs(item.requestId)) throw data("Not found", { status: 404 });
      if (s.value.intent === "accept") documents.accept(item.id, staffId);
      else documents.store.setItemState(item.id, "received", { now: Date.now(), staffId });
      desk.audit.record(
        staffId,
        s.value.intent === "accept" ? "accepted-document" : "reopened-document",
        id,
        `request #${item.requestId}: ${item.label}`,
      );
      return back;
    }
    case "send-back": {
      const s = parseWithSchema(form, sendBackSchema);
      if (s.status !== "success")
        return data({ ok: false as const, result: s.reply() }, { status: 400 });
      const item = documents.store.item(s.value.item);
      if (!item || !belongs(item.requestId)) throw data("Not found", { status: 404 });
      documents.sendBack(item.id, s.value.reason, staffId);
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
      const s = parseWithSchema(form, requestSchema);
      if (s.status !== "success" || !belongs(s.value.request))
        throw data("Not found", { status: 404 });
      if (s.value.intent === "revoke") documents.revoke(s.value.request);
      else documents.renewLink(s.value.request);
      desk.audit.record(
        staffId,
        s.value.intent === "revoke" ? "revoked-document-link" : "renewed-document-link",
        id,
        `request #${s.value.request}`,
      );
      return back;
    }
    default:
      return problem("Unknown action.");
  }
}
