import { MailThreads } from "~/db/mail-threads.server";
import { outboxQueue } from "~/db/outbox-table.server";
import { newMessageId, threadHeaders } from "~/platform/mail-headers.server";
import type { OutboxQueue } from "~/platform/outbox.server";
import {
  type BookingMailSettings,
  type ConfirmationExtra,
  composeBookingEmail,
} from "./booking-mail.server";
import type { BookingService } from "./booking-service.server";

/**
 * The booking's e-mails as one queue of the site's outbox (app/platform/outbox.server.ts):
 * stored in `booking_emails` in the same transaction as the change they tell of, claimed before
 * sending (never twice), retried with the outbox's backoff (never lost), and dropped instead of sent
 * when the booking no longer needs them (docs/BOOKING.md#e-mails-and-invitations). Each is sent with
 * the Message-ID it stores, and a client's follows what the client last received about the same
 * inquiry (In-Reply-To, References: docs/STANDARDS.md#e-mail). A confirmation carries the lines
 * of `confirmationExtras`, in their order, after how the consultation happens; the client's e-mail
 * about a move those of `rescheduledExtras`, a reminder those of `reminderExtras`.
 */
export function bookingMailQueue(
  service: BookingService,
  settings: BookingMailSettings,
  options: {
    confirmationExtras?: readonly ConfirmationExtra[];
    rescheduledExtras?: readonly ConfirmationExtra[];
    reminderExtras?: readonly ConfirmationExtra[];
    now?: () => number;
  } = {},
): OutboxQueue {
  const {
    confirmationExtras = [],
    rescheduledExtras = [],
    reminderExtras = [],
    now = Date.now,
  } = options;
  const repo = service.bookings;
  const threads = new MailThreads(repo.db);
  return outboxQueue("booking_email", repo.outbox, (id) => {
    const email = repo.email(id);
    const booking = email ? repo.get(email.bookingId) : undefined;
    if (!email || !booking) return { drop: "booking deleted" };
    const invited = repo
      .emails(booking.id)
      .some((e) => (e.kind === "confirmation" || e.kind === "rescheduled") && e.status === "sent");
    const composed = composeBookingEmail(email, booking, {
      settings,
      now: now(),
      issueLinkToken: () => service.issueLinkToken(booking.id),
      invited,
      confirmationExtras,
      rescheduledExtras,
      reminderExtras,
    });
    if ("drop" in composed) return composed;
    const messageId = repo.outbox.assignMessageId(id, () => newMessageId(settings.from));
    const thread =
      email.kind === "firm-notice"
        ? {}
        : threadHeaders(threads.sentTo(booking.messageId, booking.email));
    return { mail: { ...composed.mail, messageId, ...thread } };
  });
}
