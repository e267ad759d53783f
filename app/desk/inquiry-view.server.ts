/**
 * What the desk's inquiry page shows (app/routes/desk/inquiry.tsx, docs/DESK.md#working-an-inquiry):
 * its view model, built from the desk's reads and the other capabilities' panels (bookings,
 * documents, questionnaires, engagement letters, the client's journey), so the route module stays a
 * thin loader, action and page. Viewing is audited, once per person in a short window.
 */
import { type AppLoadContext, data } from "react-router";
import { inquiryAddressLinks, inquiryBookings } from "~/booking/desk-bookings.server";
import { bookingHref, firm, mailtoHref } from "~/content/firm";
import type { DeskReply } from "~/db/desk-replies.server";
import { inquiryDocumentsView } from "~/documents/inquiry-documents-view";
import { inquiryEngagementView } from "~/engagement/desk-engagement.server";
import { inquiryIntakeView } from "~/intake/desk-intake.server";
import { firmToday } from "~/platform/firm-clock";
import { auditSentence } from "./audit-sentences";
import { inquiryConflictView, maySettleConflict } from "./conflict-check";
import type { SignedIn } from "./desk-guard";
import { areaLabel, summarize } from "./desk-labels";
import { dayMs, formatDate, formatDateTime, formatDuration, formatIsoDay } from "./desk-time";
import type { InquiryDetail } from "./desk-types";
import { followUpLabel, inboxRow } from "./inbox-labels";
import { inboxSearch, parseInboxQuery } from "./inbox-query";
import { statusLabel, statusTransitions } from "./inquiry-status";
import { inquiryJourneyView, journeyFilter } from "./journey-view.server";
import { fillTemplate, templatesFor } from "./reply-templates";

/** Repeated views by the same person within this window are recorded once. */
const viewWindowMs = 10 * 60 * 1000;

/** The inquiry's number from the URL: 404 for anything but a positive whole number. */
export function inquiryId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  return id;
}

/** "Today" in Toronto (YYYY-MM-DD), from the firm's clock. */
const today = (now: number) => firmToday(now);

/**
 * Where the firm's notification e-mail of the inquiry stands, in one sentence. An inquiry with none
 * queued was kept as suspected spam, or was started by a booking, whose own notice told the firm
 * (docs/BOOKING.md#e-mails-and-invitations).
 */
function deliverySentence(
  d: InquiryDetail["delivery"],
  notificationsOn: boolean,
  why: { suspectedSpam: boolean; booked: boolean },
): string {
  return !d
    ? why.suspectedSpam || !why.booked
      ? "Not e-mailed: no notification is sent for a message kept as suspected spam"
      : "No notification of its own: the firm was e-mailed about the booking that started it"
    : d.status === "sent"
      ? `E-mailed to the firm ${d.sentAt ? formatDateTime(d.sentAt) : ""}`.trim()
      : d.status === "sending"
        ? "Being e-mailed now"
        : d.status === "interrupted"
          ? "Not confirmed: the server stopped while e-mailing it"
          : d.attempts === 0
            ? notificationsOn
              ? "Waiting to be e-mailed"
              : "Not e-mailed: e-mail is not set up on this website, so new inquiries are only in this desk. Whoever looks after the website for the firm can turn it on."
            : `Not e-mailed yet: ${d.attempts} failed attempt${d.attempts === 1 ? "" : "s"}${d.lastError ? ` (${d.lastError})` : ""}; next try ${formatDateTime(d.nextAttemptAt)}`;
}

/** Where a reply sent from the desk stands, in one sentence. */
function replyStatus(r: DeskReply): string {
  return r.status === "sent"
    ? `Sent ${r.sentAt ? formatDateTime(r.sentAt) : ""}`.trim()
    : r.status === "sending"
      ? "Being sent now"
      : r.status === "pending"
        ? r.attempts === 0
          ? "Waiting to be sent"
          : `Not sent yet: ${r.attempts} failed attempt${r.attempts === 1 ? "" : "s"}; next try ${formatDateTime(r.nextAttemptAt)}`
        : r.status === "interrupted"
          ? "Not confirmed: the server stopped while sending it. Check with the visitor before sending it again."
          : "Not sent: the visitor's e-mail address cannot receive e-mail";
}

/** The reply templates of the inquiry's practice area, filled in and signed by the staff member. */
function replyTemplates(inquiry: InquiryDetail, staffName: string, siteUrl: string) {
  const values = {
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    reference: String(inquiry.id),
    practiceArea: areaLabel(inquiry.serviceType).toLowerCase(),
    firmName: firm.shortName,
    firmPhone: firm.phone.display,
    firmEmail: firm.email,
    bookingLink: `${siteUrl}${bookingHref}`,
    consultationMinutes: String(firm.consultation.minutes),
    staffName,
  };
  return templatesFor(inquiry.serviceType).map((t) => ({
    id: t.id,
    title: t.title,
    subject: fillTemplate(t.subject, values),
    body: `${fillTemplate(t.body, values)}\n\n${staffName}\n${firm.name}\n${firm.phone.display}`,
  }));
}

/**
 * The page's data: the inquiry, its conversation, notes and activity, the list it was opened from
 * (for the split view, next and previous), and each panel's view. 404 for an unknown inquiry.
 */
export function inquiryView(
  { desk, session }: SignedIn,
  load: AppLoadContext,
  rawId: string | undefined,
  url: URL,
) {
  const id = inquiryId(rawId);
  const inquiry = desk.inquiries.get(id);
  if (!inquiry) throw data("Not found", { status: 404 });
  const staffId = session.staff.id;
  if (!desk.audit.viewedRecently(staffId, id, viewWindowMs))
    desk.audit.record(staffId, "viewed-inquiry", id);
  const now = Date.now();
  // The list this inquiry was opened from (its view, tab, search and page), for the split view,
  // next and previous, and the way back (docs/DESK.md#working-an-inquiry).
  const query = parseInboxQuery(url.searchParams);
  const context = { staffId, today: today(now), ...journeyFilter(desk, query, now) };
  const listSearch = inboxSearch(query, {}, { keepPage: true });
  const neighbours = desk.inbox.neighbours(id, query, context);
  const hrefOf = (other: number | null) =>
    other === null ? null : `/desk/inquiries/${other}${listSearch}`;
  const list = desk.inbox.page(query, context, 30).items.map((item) => ({
    ...inboxRow(item, now, context.today),
    href: `/desk/inquiries/${item.id}${listSearch}`,
  }));
  const d = inquiry.delivery;
  const bookings = inquiryBookings(load.booking?.service, id);
  const delivery = deliverySentence(d, desk.settings.notificationsOn, {
    suspectedSpam: inquiry.suspectedSpam,
    booked: bookings.length > 0,
  });
  const staffName = session.staff.name;
  const templates = replyTemplates(inquiry, staffName, desk.settings.siteUrl);
  const replies = desk.replies.forInquiry(id);
  const asked = url.searchParams.get("template");
  const chosen =
    templates.find((t) => t.id === asked) ??
    (replies.length === 0 && inquiry.status === "new" ? templates[0] : undefined);
  const followUp = desk.followUps.next(id);
  return {
    bookings,
    // The conflict check on its names and its bookings' (docs/DESK.md#the-conflict-check).
    conflict: inquiryConflictView(desk.conflicts.state(id), maySettleConflict(session.staff.email)),
    sameAddress: inquiryAddressLinks(load.booking?.service, id),
    inquiry: {
      ...summarize(inquiry, now),
      email: inquiry.email,
      // Other inquiries sent from the same address, however it was capitalised: for staff to
      // read together. An address is not an identity (docs/DESK.md#working-an-inquiry): they are
      // never joined on its strength.
      sameAddress: desk.inquiries
        .idsForEmail(inquiry.email)
        .filter((other) => other !== id)
        .flatMap((other) => {
          const o = desk.inquiries.get(other);
          return o
            ? [{ id: o.id, area: areaLabel(o.serviceType), received: formatDate(o.receivedAt) }]
            : [];
        }),
      phone: inquiry.phone,
      message: inquiry.message,
      firstReply:
        inquiry.firstReplyAt !== null
          ? `${formatDateTime(inquiry.firstReplyAt)}, after ${formatDuration(inquiry.firstReplyAt - inquiry.receivedAt)}`
          : null,
      assignedId: inquiry.assignedTo?.id ?? null,
      intake: {
        conflictNames: inquiry.intake.conflictNames,
        keyDate: inquiry.intake.keyDate,
        consent:
          inquiry.intake.consentAt !== undefined
            ? inquiry.intake.consentAt
              ? `Given ${formatDateTime(inquiry.intake.consentAt)}${inquiry.intake.consentText ? `: “${inquiry.intake.consentText}”` : ""}`
              : "Not recorded"
            : undefined,
      },
      notes: desk.followUps.notes(id).map((n) => ({
        id: n.id,
        by: n.staffName,
        at: formatDateTime(n.createdAt),
        body: n.body,
        followUp: n.followUpOn
          ? n.followUpDoneAt !== null
            ? `Follow-up of ${formatIsoDay(n.followUpOn)} done${n.followUpDoneBy ? ` by ${n.followUpDoneBy}` : ""}`
            : followUpLabel(n.followUpOn, context.today).label
          : null,
      })),
      deletedOn: formatDate(inquiry.receivedAt + desk.settings.retentionDays * dayMs),
    },
    thread: replies.map((r) => ({
      id: r.id,
      by: r.staffName,
      at: formatDateTime(r.createdAt),
      subject: r.subject,
      body: r.body,
      status: replyStatus(r),
      sent: r.status === "sent",
      canResend: r.status === "interrupted",
    })),
    followUp: followUp
      ? { on: followUp.on, label: followUpLabel(followUp.on, context.today) }
      : null,
    today: context.today,
    list,
    listHref: `/desk${listSearch}`,
    previous: hrefOf(neighbours.previous),
    next: hrefOf(neighbours.next),
    reply: {
      templates,
      chosen,
      from: `${staffName}, ${firm.name} <${desk.settings.replyFrom ?? firm.email}>`,
      to: `${inquiry.firstName} ${inquiry.lastName} <${inquiry.email}>`,
      available: desk.settings.notificationsOn,
    },
    retentionDays: desk.settings.retentionDays,
    delivery,
    canRetry: d?.status === "pending" || d?.status === "interrupted",
    notificationsOn: desk.settings.notificationsOn,
    moves: statusTransitions[inquiry.status].map((s) => ({ value: s, label: statusLabel(s) })),
    staff: desk.staff.activeStaff().map((s) => ({ id: s.id, name: s.name })),
    activity: desk.audit.entries({ messageId: id, limit: 50 }).map((e) => ({
      id: e.id,
      at: formatDateTime(e.at),
      text: auditSentence(e),
    })),
    replyHref: mailtoHref(inquiry.email, `Your inquiry to ${firm.shortName} (#${id})`),
    documents: inquiryDocumentsView(load, id, inquiry.serviceType),
    intake: inquiryIntakeView(load, id, inquiry.serviceType),
    engagement: inquiryEngagementView(load, id, inquiry.serviceType),
    // Where the client stands, from inquiry to retainer (docs/INTAKE.md#stages).
    journey: inquiryJourneyView(desk, id, now),
  };
}

export type InquiryView = ReturnType<typeof inquiryView>;
