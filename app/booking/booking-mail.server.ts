import type Mail from "nodemailer/lib/mailer";
import { emailAddress } from "~/contact/contact-schema";
import { firm, type Lawyer } from "~/content/firm";
import type { Booking, BookingEmail } from "~/db/bookings.server";
// What the client typed, in what the firm reads, without characters that reorder or disguise it
// (docs/PRODUCT-RULES.md#hostile-text).
import { visibleText, visibleTextOrNull } from "~/lib/domain/visible-text";
import { automaticHeaders, newMessageId } from "~/platform/mail-headers.server";
import { type NotificationSettings, notificationRecipient } from "~/platform/mailer.server";
import { feedIcs, type InvitationEvent, invitationIcs } from "./invitation.server";
import { describeStart, describeStartForClient } from "./slot-view";

/**
 * The booking's e-mails (docs/BOOKING.md#e-mails-and-invitations): plain text from the firm's
 * details and the booking, each with a calendar invitation where the client's calendar should
 * change. Headers carry only our own addresses, the client's validated address and the time;
 * nothing a visitor typed goes in a header.
 */

export interface BookingMailSettings {
  from: string;
  /** The firm's inbox (MAIL_TO): the notices of new, moved and cancelled bookings. */
  to: string;
  /**
   * MAIL_TO_<AREA>: a practice area's inbox, the Reply-To of the client's e-mails about a booking
   * for that area (MAIL_TO otherwise), as for every e-mail to a client (docs/CONTACT-INBOX.md#reply-to).
   */
  routes?: NotificationSettings["routes"];
  siteUrl: string;
  firmName: string;
}

/** Where a client changes or cancels their booking: the secret is the only key. */
export function manageUrl(siteUrl: string, token: string, step?: "cancel"): string {
  return `${siteUrl}/booking/${token}${step ? `?step=${step}` : ""}`;
}

function lawyerOf(booking: Pick<Booking, "lawyer">): Lawyer {
  return firm.lawyers.find((l) => l.key === booking.lawyer) ?? firm.lawyers[0];
}

function typeName(booking: Pick<Booking, "consultationType">): string {
  return (
    firm.booking.consultationTypes.find((t) => t.id === booking.consultationType)?.name ??
    "Consultation"
  );
}

/** "How it happens", in one or two lines. */
function howLines(booking: Booking): string[] {
  const lawyer = lawyerOf(booking);
  return booking.method === "video"
    ? [`By video with ${lawyer.name}. Join here a minute before the time:`, `  ${lawyer.videoLink}`]
    : [
        `By phone: ${lawyer.name} will call you at ${booking.phone ?? "the number you gave us"}.`,
        `If we cannot reach you, call us at ${firm.phone.display}.`,
      ];
}

/**
 * "Tuesday, December 8, 2026, 8:30 PM Kolkata time (10:00 AM Toronto time)": the time as the client
 * reads it everywhere, subject, body and invitation alike, on their own clock first with Toronto's
 * in brackets, or Toronto's alone when the two agree (docs/BOOKING.md#time-zones).
 */
function when(booking: Pick<Booking, "startsAt" | "visitorTimeZone">): string {
  return describeStartForClient(booking.startsAt, firm.booking.timeZone, booking.visitorTimeZone);
}

function signature(settings: BookingMailSettings): string[] {
  return [
    "--",
    firm.name,
    `${firm.address.street}, ${firm.address.locality}, ${firm.address.region} ${firm.address.postalCode}`,
    `${firm.phone.display} | ${firm.email} | ${settings.siteUrl}`,
  ];
}

// The documents a consultation needs go through the secure link of a document request, which the
// same e-mail may hold (docs/DOCUMENTS.md#from-a-booking): what this warns against is e-mail.
const noRelationship =
  "Booking a consultation does not by itself create a lawyer-client relationship. Please do not send confidential documents by e-mail: if we need any before we meet, we give you a secure link for them.";

/**
 * What a client's invitation says about changing it. The invitation carries no working link:
 * calendars share, publish and sync an event's description (a shared family calendar, a delegate,
 * a calendar published on the web), and the reschedule and cancel links are keys to the booking.
 * They stay in the e-mail only (docs/BOOKING.md#e-mails-and-invitations).
 */
export const invitationManageLine =
  "To move or cancel it, use the links in the e-mail this invitation came with.";

/** The invitation's event for this booking (stable UID; SEQUENCE from the booking). */
export function invitationEvent(
  booking: Booking,
  settings: Pick<BookingMailSettings, "siteUrl" | "firmName">,
  options: { now: number; forFirm?: boolean },
): InvitationEvent {
  const lawyer = lawyerOf(booking);
  const domain = new URL(settings.siteUrl).hostname;
  // A lawyer's feed reads Toronto's clock first, the client's beside it.
  const at = options.forFirm
    ? describeStart(booking.startsAt, firm.booking.timeZone, booking.visitorTimeZone)
    : when(booking);
  // A cancelled or declined event (a METHOD:CANCEL, a feed's cancelled event) says so, and tells no
  // one how to join, move or cancel what will not happen (RFC 5545, 3.8.1.11: STATUS:CANCELLED).
  const withdrawn = booking.status === "cancelled" || booking.status === "declined";
  const description = withdrawn
    ? [`Cancelled: the ${typeName(booking).toLowerCase()} on ${at} will not take place.`]
    : [`${typeName(booking)}: ${at}.`, ...howLines(booking)];
  if (options.forFirm)
    description.push(
      visibleText(
        `Client: ${booking.firstName} ${booking.lastName}, ${booking.email}${booking.phone ? `, ${booking.phone}` : ""}`,
      ),
      `Desk: ${settings.siteUrl}/desk/bookings/${booking.id}`,
    );
  else if (!withdrawn) description.push(invitationManageLine);
  return {
    uid: `booking-${booking.uid}@${domain}`,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: options.now,
    summary: options.forFirm
      ? visibleText(
          `${typeName(booking)}: ${booking.firstName} ${booking.lastName}${booking.status === "held" ? " (to be confirmed)" : ""}`,
        )
      : `${typeName(booking)} with ${settings.firmName}`,
    description: description.join("\n"),
    location: booking.method === "video" ? lawyer.videoLink : "Phone call",
    url: booking.method === "video" ? lawyer.videoLink : null,
    organizer: { name: `${lawyer.name}, ${firm.shortName}`, email: lawyer.email },
    ...(options.forFirm
      ? {}
      : { attendee: { name: `${booking.firstName} ${booking.lastName}`, email: booking.email } }),
    status:
      booking.status === "held"
        ? "tentative"
        : booking.status === "cancelled" || booking.status === "declined"
          ? "cancelled"
          : "confirmed",
  };
}

/** One lawyer's subscribed calendar (docs/BOOKING.md#in-the-desk). */
export function lawyerFeed(
  bookings: readonly Booking[],
  settings: Pick<BookingMailSettings, "siteUrl" | "firmName">,
  lawyerName: string,
): string {
  return feedIcs(
    bookings.map((b) => {
      // A published calendar's DTSTAMP is when the event last changed (RFC 5545, 3.8.7.2), not
      // when the feed was read: a refresh then tells a subscriber only of what changed.
      const changed = b.changedAt ?? Math.max(b.createdAt, b.statusChangedAt);
      return {
        ...invitationEvent(b, settings, { now: changed, forFirm: true }),
        lastModified: changed,
      };
    }),
    { calendarName: `${settings.firmName}: ${lawyerName}`, timeZone: firm.booking.timeZone },
  );
}

export interface ComposeContext {
  settings: BookingMailSettings;
  now: number;
  /** Makes a fresh link secret for this booking (only its hash is stored). */
  issueLinkToken: () => string;
  /** Whether the client was ever sent an invitation (a CANCEL needs one to cancel). */
  invited: boolean;
  /** Lines other capabilities add to a confirmation, in this order (`ConfirmationExtra`). */
  confirmationExtras?: readonly ConfirmationExtra[];
  /**
   * Lines other capabilities add, in the same place, to the client's e-mail about a move: the
   * documents' new due date (docs/DOCUMENTS.md#from-a-booking). None for a booking they have
   * nothing to say about, whose e-mail stays as it was.
   */
  rescheduledExtras?: readonly ConfirmationExtra[];
  /** Lines added, in the same place, to a reminder: the address proof's link while unproven. */
  reminderExtras?: readonly ConfirmationExtra[];
}

/**
 * Lines another part of the site adds to a booking's confirmation e-mail, after how the
 * consultation happens and before the reschedule and cancel links: the link to send the documents
 * the firm asks for, the link that proves the address (docs/BOOKING.md#e-mails-and-invitations).
 * Given to the booking's mail queue when the booking is opened (app/booking/open-booking.server.ts).
 * Returns the lines to add, starting with an empty one, or none.
 */
export type ConfirmationExtra = (
  booking: Booking,
  settings: BookingMailSettings,
  context: Pick<ComposeContext, "now">,
) => string[];

/**
 * The e-mail for one queued entry, or a reason to drop it: nothing is sent for a booking that was
 * cancelled or declined except that news, and nothing that a later change has replaced.
 */
export function composeBookingEmail(
  email: BookingEmail,
  booking: Booking,
  context: ComposeContext,
): { mail: Mail.Options } | { drop: string } {
  const { settings, now } = context;
  const live = booking.status === "held" || booking.status === "confirmed";
  const current = email.sequence === booking.sequence;
  // Random, never built from row ids; the queue replaces it with the one it stores
  // (./booking-mail-queue.server.ts, docs/STANDARDS.md#e-mail).
  const messageId = newMessageId(settings.from);

  if (email.kind === "firm-notice")
    return { mail: firmNotice(email, booking, settings, messageId) };

  const to = emailAddress.safeParse(booking.email);
  if (!to.success) return { drop: "address not usable" };
  const base = {
    from: { name: settings.firmName, address: settings.from },
    to: to.data,
    // The one Reply-To of every e-mail to a client: the inbox of the booking's practice area, or
    // MAIL_TO (docs/CONTACT-INBOX.md#reply-to).
    replyTo: notificationRecipient(booking.serviceType, settings),
    messageId,
    headers: { ...automaticHeaders },
  } satisfies Mail.Options;

  if (email.kind === "cancelled" || email.kind === "declined") {
    const lines =
      email.kind === "cancelled"
        ? [
            "Hello,",
            "",
            `Your ${typeName(booking).toLowerCase()} on ${when(booking)} is cancelled${booking.statusChangedBy === null ? ", as you asked" : ""}.`,
            "",
            `To book another time: ${settings.siteUrl}/book`,
            `Or call us: ${firm.phone.display}`,
          ]
        : [
            "Hello,",
            "",
            `Thank you for booking a ${typeName(booking).toLowerCase()} for ${when(booking)}. We are sorry, but we are not able to take this consultation, and the time has been released.`,
            "",
            // The Law Society Referral Service, as the Law Society's own page describes it.
            "We cannot say more about why. If you need help finding a lawyer, the Law Society of Ontario's Referral Service can give you the name of a lawyer for a free first consultation: https://lso.ca/public-resources/access-to-legal-services",
          ];
    // A declined booking was confirmed when it was made (docs/BOOKING.md#conflict-check): its
    // invitation is withdrawn like a cancelled one's (RFC 5546, 3.2.5).
    const ics = context.invited
      ? invitationIcs(invitationEvent(booking, settings, { now }), {
          method: "CANCEL",
          calendarName: settings.firmName,
          timeZone: firm.booking.timeZone,
        })
      : null;
    return {
      mail: {
        ...base,
        subject:
          email.kind === "cancelled"
            ? `Cancelled: your consultation on ${when(booking)}`
            : "About your consultation request",
        text: [...lines, "", ...signature(settings)].join("\n"),
        ...(ics ? { icalEvent: { method: "CANCEL", filename: "cancel.ics", content: ics } } : {}),
      },
    };
  }

  if (!live) return { drop: `booking ${booking.status}` };
  if (!current) return { drop: "superseded by a later change" };
  if (email.kind === "reminder" && (booking.status !== "confirmed" || now >= booking.startsAt))
    return { drop: booking.status !== "confirmed" ? "not confirmed" : "too late" };
  if (email.kind === "confirmation" && booking.status !== "confirmed")
    return { drop: "not confirmed" };

  const token = context.issueLinkToken();
  const links = [
    `To choose another time: ${manageUrl(settings.siteUrl, token)}`,
    `To cancel: ${manageUrl(settings.siteUrl, token, "cancel")}`,
  ];
  const held = booking.status === "held";
  const intro: Record<
    Exclude<BookingEmail["kind"], "firm-notice" | "cancelled" | "declined">,
    string[]
  > = {
    received: [
      `Thank you. We have your request for a ${typeName(booking).toLowerCase()} on ${when(booking)}, and the time is held for you.`,
      "",
      `Before every consultation we check that we can act for you (a conflict of interest check). We will confirm within one business day, and then send you the calendar invitation.`,
    ],
    confirmation: [
      `Your ${typeName(booking).toLowerCase()} is booked for ${when(booking)}.`,
      "The invitation attached adds it to your calendar.",
    ],
    reminder: [`A reminder: your ${typeName(booking).toLowerCase()} is on ${when(booking)}.`],
    rescheduled: held
      ? [
          `Your requested consultation has moved to ${when(booking)}. It is still to be confirmed: we will confirm within one business day.`,
        ]
      : [
          `Your ${typeName(booking).toLowerCase()} has moved to ${when(booking)}.`,
          "The invitation attached updates your calendar.",
        ],
  };
  const attachInvitation = !held && (email.kind === "confirmation" || email.kind === "rescheduled");
  const ics = attachInvitation
    ? invitationIcs(invitationEvent(booking, settings, { now }), {
        method: "REQUEST",
        calendarName: settings.firmName,
        timeZone: firm.booking.timeZone,
      })
    : null;
  const lines = [
    "Hello,",
    "",
    ...intro[email.kind],
    "",
    ...howLines(booking),
    // Other parts of the site may add what the client should do before the consultation.
    ...(
      (email.kind === "confirmation"
        ? context.confirmationExtras
        : email.kind === "rescheduled"
          ? context.rescheduledExtras
          : email.kind === "reminder"
            ? context.reminderExtras
            : undefined) ?? []
    ).flatMap((extra) => extra(booking, settings, context)),
    "",
    ...links,
    `Links work until the consultation starts. Questions: reply to this e-mail or call ${firm.phone.display}.`,
    "",
    noRelationship,
    "",
    ...signature(settings),
  ];
  const subjects = {
    received: `Request received: consultation on ${when(booking)}, to be confirmed`,
    confirmation: `Booked: your consultation on ${when(booking)}`,
    reminder: `Reminder: your consultation on ${when(booking)}`,
    rescheduled: `Moved: your consultation is now on ${when(booking)}`,
  };
  return {
    mail: {
      ...base,
      subject: subjects[email.kind],
      text: lines.join("\n"),
      ...(ics
        ? { icalEvent: { method: "REQUEST", filename: "invitation.ics", content: ics } }
        : {}),
    },
  };
}

/** The notice to the firm: a booking made, moved or cancelled through the site. */
function firmNotice(
  email: BookingEmail,
  booking: Booking,
  settings: BookingMailSettings,
  messageId: string,
): Mail.Options {
  const replyTo = emailAddress.safeParse(booking.email);
  // Queued when the client booked (SEQUENCE 0), moved (the new SEQUENCE) or cancelled it.
  const what =
    email.sequence === 0
      ? "booked"
      : booking.status === "cancelled" && email.sequence === booking.sequence
        ? "cancelled by the client"
        : "moved by the client";
  const now =
    booking.status === "held"
      ? "held: to be confirmed after the conflict check"
      : booking.status === "confirmed"
        ? "confirmed"
        : booking.status;
  const lines = [
    `Booking #${booking.id} was ${what} on ${settings.siteUrl}.`,
    "",
    // Toronto's clock first, the client's beside it when the two differ (docs/BOOKING.md#time-zones).
    `When:    ${describeStart(booking.startsAt, firm.booking.timeZone, booking.visitorTimeZone)}`,
    `With:    ${lawyerOf(booking).name} (${booking.method === "video" ? "video" : "phone"})`,
    `Client:  ${visibleText(`${booking.firstName} ${booking.lastName}`)}`,
    `E-mail:  ${visibleText(booking.email)}`,
    `Phone:   ${visibleTextOrNull(booking.phone) ?? "Not given"}`,
    `Status:  ${now}`,
    // The client's note, with a link to this site's page made whole (the closing-cost estimate
    // carries its own: docs/BOOKING.md#the-booking-form).
    ...(booking.note
      ? [
          "",
          `Note:    ${visibleText(booking.note).replace(/(^|\s)(\/[\w./?=&%#-]+)/g, `$1${settings.siteUrl}$2`)}`,
        ]
      : []),
    "",
    `Open it in the desk: ${settings.siteUrl}/desk/bookings/${booking.id}`,
  ];
  return {
    from: settings.from,
    to: settings.to,
    ...(replyTo.success ? { replyTo: replyTo.data } : {}),
    subject: `Booking #${booking.id}: ${what}, ${describeStart(booking.startsAt, firm.booking.timeZone)}`,
    messageId,
    text: lines.join("\n"),
    headers: { ...automaticHeaders },
  };
}
