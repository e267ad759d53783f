/**
 * Opening the firm's own booking (docs/BOOKING.md) on the site's database: the service its routes
 * use, its e-mails as a queue of the site's outbox, and the policy of its secret-link routes.
 */
import { contactGateRoutePolicy, createContactGate } from "~/contact/contact-gate.server";
import { firm } from "~/content/firm";
import type { CapabilityPlatform, OpenedCapability } from "~/platform/capability.server";
import { secretLinkRoutePolicy } from "~/platform/secret-links.server";
import {
  addressProofConfirmationExtra,
  addressProofFollowUpExtra,
} from "./address-proof-email.server";
import type { MoveFollower } from "./booking-contract";
import type { BookingMailSettings, ConfirmationExtra } from "./booking-mail.server";
import { bookingMailQueue } from "./booking-mail-queue.server";
import { bookOnceWith } from "./booking-once.server";
import { BookingService } from "./booking-service.server";

/** The booking as the server mounts it; `service` absent without a database. */
export interface BookingCapability extends OpenedCapability {
  readonly service?: BookingService;
}

export function openBooking(
  options: CapabilityPlatform & {
    /**
     * What other capabilities add to each confirmation, before the address proof's link: the
     * documents' link (docs/DOCUMENTS.md#from-a-booking).
     */
    confirmationExtras: readonly ConfirmationExtra[];
    /** What other capabilities add to the client's e-mail about a move: the documents' due date. */
    rescheduledExtras?: readonly ConfirmationExtra[];
    /** What other capabilities change with a moved consultation: the documents' due date. */
    moveFollowers?: readonly MoveFollower[];
  },
): BookingCapability {
  const { repositories: repos, env, logger } = options;
  const bookingProvider = env.BOOKING_PROVIDER;
  // The booking manage page, the address proof and the calendar feeds carry their secret in the path.
  if (!repos)
    return { routePolicies: [secretLinkRoutePolicy], loadContext: () => ({ bookingProvider }) };
  // With a database, their actions admit the body (its size, and the rate limit) before reading it.
  const routePolicies = [
    secretLinkRoutePolicy,
    contactGateRoutePolicy(new Set(["book", "book-json", "booking-manage", "address-proof"])),
  ];
  // Its actions are recorded in the desk's audit log like every other desk action.
  const service = new BookingService({
    repos,
    settings: firm.booking,
    reminderLeadMinutes: env.BOOKING_REMINDERS,
    logger,
    wakeOutbox: options.wakeOutbox,
    moveFollowers: options.moveFollowers,
    audit: (staffId, action, messageId, detail) =>
      repos.audit.record(staffId, action, messageId, detail),
  });
  const mail: BookingMailSettings = {
    from: env.MAIL_FROM,
    to: env.MAIL_TO,
    routes: env.MAIL_ROUTES,
    siteUrl: env.SITE_URL,
    firmName: firm.name,
  };
  const bookOnce = bookOnceWith(repos, service, logger);
  const admit = createContactGate({
    limit: env.BOOKING_RATE_LIMIT,
    windowMs: 15 * 60 * 1000,
    logger,
  });
  // Every confirmation asks the visitor to confirm their address (docs/BOOKING.md#an-address-proves-itself).
  const issueProof = (id: number) => service.issueAddressProof(id);
  const confirmationExtras = [
    ...options.confirmationExtras,
    addressProofConfirmationExtra(issueProof),
  ];
  // Asked again in the reminders and the "Moved" e-mail while the address is not yet confirmed.
  const proofFollowUp = addressProofFollowUpExtra(
    issueProof,
    (id) => repos.bookings.addresses.emailConfirmedAt(id) !== null,
  );
  return {
    service,
    routePolicies,
    mailQueues: [
      bookingMailQueue(service, mail, {
        confirmationExtras,
        rescheduledExtras: [...(options.rescheduledExtras ?? []), proofFollowUp],
        reminderExtras: [proofFollowUp],
      }),
    ],
    loadContext: (req, res) => ({
      bookingProvider,
      booking: {
        service,
        bookOnce,
        admit: (options) => admit(req, res, options?.counted ?? true),
        mail,
      },
    }),
  };
}
