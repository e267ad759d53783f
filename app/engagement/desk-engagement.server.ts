/**
 * The desk's side of engagement letters (docs/ENGAGEMENT.md#in-the-desk): the inquiry page's panel
 * (each letter's state and steps, and the form that prepares a new one), the letter's own page
 * (adjust a draft with its preview, send, turn off, countersign, a new version) and its PDFs, and
 * the "verify a copy" page. Every post is audited; the terms are never written to the audit log.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { conflictToSettle, letterWaitsForTheCheck } from "~/desk/conflict-check";
import type { DeskServices } from "~/desk/desk.server";
import type { DeskAnswer } from "~/desk/desk-forms";
import { formatDate, formatDateTime } from "~/desk/desk-time";
import type { PanelPost } from "~/desk/panel-post.server";
import type { EngagementService } from "./engagement-service.server";
import type { LetterRow } from "./engagement-store.server";
import { engagementTemplate, standardTerms, templatesFor } from "./engagement-templates";
import { feeSource } from "./fee-sources";
import { idDocumentStatus } from "./identity-document.server";
import {
  editValues,
  letterEditSchema,
  letterSections,
  templateDefaults,
  unfilledBlank,
} from "./letter";
import { torontoTime, utcTime } from "./letter-pdf.server";
import { type LetterState, letterState } from "./letter-stage.server";

export const stateLabels: Record<LetterState, string> = {
  draft: "Draft: not sent",
  sent: "Sent: not opened yet",
  opened: "Opened by the client",
  consented: "The client agreed to sign online",
  signed: "Signed by the client: waits for countersignature",
  countersigned: "Signed and countersigned",
  revoked: "Link turned off",
};

const eventLabels: Record<string, string> = {
  prepared: "Prepared",
  edited: "Edited",
  sent: "Sent",
  opened: "Opened",
  "code-sent": "Code e-mailed",
  "code-failed": "Wrong code",
  "code-verified": "Code verified",
  consented: "Consented to sign electronically",
  signed: "Signed",
  countersigned: "Countersigned",
  revoked: "Link turned off",
  reminded: "Reminder e-mailed",
  stalled: "Flagged: no answer after two reminders",
};

function serviceOf(context: AppLoadContext): EngagementService | undefined {
  return context.engagement?.service;
}

export function inquiryEngagementView(
  context: AppLoadContext,
  messageId: number,
  serviceType: string | null,
  now = Date.now(),
) {
  const engagement = serviceOf(context);
  if (!engagement) return null;
  return {
    messageId,
    /** Where the client's photo ID stands in the documents checklists (null: no documents here). */
    idDocument: context.documents
      ? idDocumentStatus(context.documents, messageId, now).state
      : null,
    choices: templatesFor(serviceType).map((t) => ({ id: t.id, title: t.title })),
    letters: engagement.store.forInquiry(messageId).map((row) => {
      const state = letterState(row);
      return {
        id: row.id,
        title: row.title,
        version: row.version,
        state: stateLabels[state],
        waitsFor:
          state === "draft" || state === "signed"
            ? ("staff" as const)
            : state === "countersigned" || state === "revoked"
              ? null
              : ("client" as const),
        steps: engagement.store
          .events(row.id)
          .filter((e) => e.kind !== "code-sent" && e.kind !== "code-failed" && e.kind !== "edited")
          .map((e) => `${eventLabels[e.kind] ?? e.kind} ${formatDateTime(e.at)}`),
        href: `/desk/engagement-letters/${row.id}`,
      };
    }),
  };
}

export type InquiryEngagementView = NonNullable<ReturnType<typeof inquiryEngagementView>>;

const prepareForm = z.object({
  intent: z.literal("prepare-engagement-letter"),
  template: z.string().min(1).max(60),
  propertyPrice: z.string().max(20).optional(),
  hourlyRate: z.string().max(20).optional(),
});

/**
 * The panel's post: a new draft from the chosen template's own words (with the property's price or
 * the hourly rate when its fee needs one), then the letter's page to adjust, preview and send it.
 */
export function answerEngagementPanel({
  desk,
  service: engagement,
  inquiryId,
  staffId,
  form,
  refuse: problem,
}: PanelPost<EngagementService>) {
  const post = prepareForm.safeParse(Object.fromEntries(form));
  const template = post.success ? engagementTemplate(post.data.template) : undefined;
  if (!post.success || !template) return problem("Choose a letter template from the list.");
  const edit = letterEditSchema.safeParse({
    ...templateDefaults(template),
    propertyPrice: post.data.propertyPrice ?? "",
    hourlyRate: post.data.hourlyRate ?? "",
  });
  if (!edit.success) return problem(edit.error.issues[0]?.message ?? "Check the figures.");
  const prepared = engagement.prepare({
    messageId: inquiryId,
    template,
    standard: standardTerms,
    edit: edit.data,
    staffId,
  });
  if (!prepared) throw data("Not found", { status: 404 });
  if (!prepared.ok)
    return problem(
      Object.values(prepared.errors)[0] === undefined
        ? "The letter could not be prepared."
        : `${template.title}: ${Object.values(prepared.errors)[0]}`,
    );
  desk.audit.record(
    staffId,
    "prepared-engagement-letter",
    inquiryId,
    `letter #${prepared.id}: ${template.title}`,
  );
  return redirect(`/desk/engagement-letters/${prepared.id}`);
}

function letterOf(context: AppLoadContext, rawId: string | undefined) {
  const engagement = serviceOf(context);
  if (!engagement)
    throw data("Engagement letters are not available on this server.", { status: 503 });
  const id = Number(rawId);
  const row = Number.isInteger(id) && id > 0 ? engagement.store.get(id) : undefined;
  if (!row) throw data("Not found", { status: 404 });
  return { engagement, row };
}

/** One letter for staff: its state, its preview, its draft form, its audit trail. */
export function deskLetter(context: AppLoadContext, rawId: string | undefined, staffId: number) {
  const { engagement, row } = letterOf(context, rawId);
  const letterTerms = engagement.terms(row);
  const template = engagementTemplate(row.template);
  const state = letterState(row);
  return {
    id: row.id,
    messageId: row.messageId,
    title: row.title,
    version: row.version,
    replacesId: row.replacesId,
    client: `${row.clientName} <${row.clientEmail}>`,
    state,
    stateLabel: stateLabels[state],
    until: row.expiresAt && !row.signedAt ? formatDate(row.expiresAt) : null,
    preview: { title: letterTerms.title, sections: letterSections(letterTerms) },
    form:
      row.sentAt === null && template
        ? {
            values: editValues(letterTerms),
            fees: template.fees.map((id) => {
              const s = feeSource(id);
              return { id, label: s?.label ?? id, kind: s?.kind ?? "fixed" };
            }),
            billing: template.billing,
            hourly: template.hourly,
          }
        : null,
    signed: row.signedAt
      ? {
          at: formatDateTime(row.signedAt),
          name: row.signedName,
          sha256: row.signedSha256,
          textSha256: row.textSha256,
        }
      : null,
    /** Whether the staff member looking may countersign: only the lawyer responsible. */
    countersigner: engagement.countersigner(row, staffId),
    countersigned: row.countersignedAt
      ? {
          at: formatDateTime(row.countersignedAt),
          name: row.countersignedName,
          sha256: row.countersignedSha256,
        }
      : null,
    events: engagement.store.events(row.id).map((e) => ({
      id: e.id,
      what: eventLabels[e.kind] ?? e.kind,
      // The desk's one way of writing a time (docs/DESK.md#times-and-dates): Toronto time, the
      // date in words. The signed PDF's audit page keeps UTC and Toronto times to the second.
      at: formatDateTime(e.at),
      who: e.staffName ?? (e.ip ? "The client" : "The website"),
      from: e.ip ? `${e.ip}, ${e.userAgent ?? "browser not given"}` : null,
      detail: e.detail,
    })),
  };
}

export type DeskLetterView = ReturnType<typeof deskLetter>;

export type LetterAnswer = DeskAnswer & { errors?: Record<string, string> };

const letterForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-draft") }).passthrough(),
  z.object({ intent: z.literal("send-letter") }),
  z.object({ intent: z.literal("revoke-letter") }),
  z.object({ intent: z.literal("countersign-letter") }),
  z.object({ intent: z.literal("new-version") }),
]);

/** The letter page's posts. */
export async function answerLetterForm({
  desk,
  context,
  rawId,
  staffId,
  form,
}: {
  desk: DeskServices;
  context: AppLoadContext;
  rawId: string | undefined;
  staffId: number;
  form: FormData;
}) {
  const { engagement, row } = letterOf(context, rawId);
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const post = letterForm.safeParse(fields);
  const intent = post.success ? post.data.intent : String(form.get("intent") ?? "");
  const problem = (message: string, status = 400, errors?: Record<string, string>) =>
    data<LetterAnswer>({ ok: false, intent, message, errors }, { status });
  if (!post.success) return problem("Reload the page and try again.");
  const done = (message: string) => data<LetterAnswer>({ ok: true, intent, message });
  const here = `/desk/engagement-letters/${row.id}`;
  const definitions = { template: engagementTemplate(row.template), standard: standardTerms };
  const audit = (
    action: Parameters<DeskServices["audit"]["record"]>[1],
    detail = `letter #${row.id}`,
  ) => desk.audit.record(staffId, action, row.messageId, detail);
  switch (post.data.intent) {
    case "save-draft": {
      const parsed = letterEditSchema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          errors[String(issue.path[0] ?? "form")] ??= issue.message;
        return problem("Correct the fields marked below.", 400, errors);
      }
      const saved = engagement.updateDraft(row, parsed.data, staffId, definitions);
      if (!saved.ok)
        return "errors" in saved
          ? problem("Correct the fields marked below.", 400, saved.errors)
          : problem("This letter was sent: prepare a new version to change it.", 409);
      return data<LetterAnswer>({
        ok: true,
        intent,
        message: "Saved. The preview shows the letter as the client will read it.",
      });
    }
    case "send-letter": {
      const blank = row.sentAt === null ? unfilledBlank(engagement.terms(row)) : undefined;
      if (blank)
        return problem(`Replace “${blank}” in the draft with this client's own words first.`);
      // The letter says "We checked our records for conflicts of interest before sending this
      // letter": an inquiry from before the check is checked now, and a possible conflict of the
      // inquiry or its bookings waits for a lawyer (docs/DESK.md#the-conflict-check).
      if (row.messageId !== null && row.sentAt === null) {
        if (desk.conflicts.state(row.messageId).checkedAt === null)
          desk.conflicts.check(row.messageId, Date.now());
        if (conflictToSettle(desk.conflicts.state(row.messageId)))
          return problem(letterWaitsForTheCheck, 409);
      }
      if (!engagement.send(row, staffId)) return problem("This letter was already sent.", 409);
      audit("sent-engagement-letter", `letter #${row.id}: ${row.title}`);
      return done(`Sent: the letter is e-mailed to ${row.clientEmail} with the link to sign it.`);
    }
    case "revoke-letter": {
      if (!engagement.revoke(row, staffId))
        return problem("A signed letter's link stays: it cannot be turned off.", 409);
      audit("revoked-engagement-letter");
      return redirect(here);
    }
    case "countersign-letter": {
      const result = await engagement.countersign(row, staffId);
      if (!result.ok) return problem(result.message, 409);
      audit("countersigned-engagement-letter");
      // The client is retained once the lawyer accepts the retainer (docs/ENGAGEMENT.md#countersigning):
      // the inquiry's status follows, audited as the lawyer's change, unless it is already Retained
      // or closed.
      const retained =
        row.messageId !== null && desk.inquiries.setStatus(row.messageId, "retained", staffId).ok;
      return done(
        `Countersigned. Both signed copies are e-mailed to the client and the firm${retained ? `; inquiry #${row.messageId} is now Retained` : ""}.`,
      );
    }
    case "new-version": {
      const prepared = engagement.newVersion(row, staffId, definitions);
      if (!prepared?.ok) return problem("A new version could not be prepared.", 409);
      audit(
        "prepared-engagement-letter",
        `letter #${prepared.id}: version ${row.version + 1} of letter #${row.id}`,
      );
      return redirect(`/desk/engagement-letters/${prepared.id}`);
    }
  }
}

/** A signed or countersigned PDF for staff (audited). */
export function deskLetterPdf(
  desk: DeskServices,
  context: AppLoadContext,
  rawId: string | undefined,
  which: "signed" | "countersigned",
  staffId: number,
): { row: LetterRow; bytes: Buffer } {
  const { engagement, row } = letterOf(context, rawId);
  const bytes = engagement.pdf(row, which);
  if (!bytes) throw data("Not found", { status: 404 });
  desk.audit.record(
    staffId,
    "downloaded-engagement-letter",
    row.messageId,
    `letter #${row.id}, ${which} PDF`,
  );
  return { row, bytes };
}

/** Verify a copy: the uploaded file's SHA-256 against every signed and countersigned letter. */
export async function verifyUploadedCopy(context: AppLoadContext, form: FormData) {
  const engagement = serviceOf(context);
  if (!engagement)
    throw data("Engagement letters are not available on this server.", { status: 503 });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data({ ok: false as const, message: "Choose the PDF file to check." }, { status: 400 });
  if (file.size > 20 * 1024 * 1024)
    return data(
      { ok: false as const, message: "That file is larger than any letter we issue (20 MB)." },
      { status: 400 },
    );
  const result = engagement.verifyCopy(new Uint8Array(await file.arrayBuffer()));
  return data({
    ok: true as const,
    name: file.name.slice(0, 200),
    sha256: result.sha256,
    match: result.match
      ? {
          letterId: result.letterId,
          messageId: result.messageId,
          which: result.which,
          at: `${utcTime(result.at)} (${torontoTime(result.at)})`,
        }
      : null,
  });
}
