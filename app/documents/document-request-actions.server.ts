/**
 * What staff and bookings do with requests (docs/DOCUMENTS.md#in-the-desk,
 * docs/DOCUMENTS.md#from-a-booking): send one from a checklist, give a booking its link, e-mail a
 * new link or revoke it, accept an item or send it back with a reason.
 */
import { newSecretToken } from "~/platform/secret-token.server";
import type { ChecklistTemplate } from "./checklist-templates";
import { documentsDueBefore } from "./document-due.server";
import type { ItemState } from "./document-files.server";
import { LiveRequestExists, UploadNotAllowed } from "./document-refusals.server";
import type { DocumentRequestMail } from "./document-request-mail.server";
import { tokenHash } from "./document-requests.server";
import { DAY, type DocumentServiceContext } from "./document-service-context.server";

export class DocumentRequestActions {
  constructor(
    private readonly context: DocumentServiceContext,
    private readonly mail: DocumentRequestMail,
  ) {}

  /**
   * When a link sent now stops working (docs/DOCUMENTS.md#the-link): `DOCUMENTS_LINK_DAYS` after
   * it is sent, and at least a week past the due date.
   */
  private linkExpiry(dueAt: number | null, now: number): number {
    return Math.max(now + this.context.settings.linkDays * DAY, (dueAt ?? 0) + 7 * DAY);
  }

  /**
   * Creates a request from a checklist for an inquiry and queues the e-mail with its link.
   * Returns the link (shown once to staff; only its hash is kept). Throws LiveRequestExists when a
   * request from the same checklist is still live for the inquiry (not revoked, its link not
   * expired, whether staff or a booking made it): one live request per checklist and inquiry
   * (docs/DOCUMENTS.md#the-link). Checked in the transaction that would create it, so two posts at
   * once make one request.
   */
  createRequest(input: {
    messageId: number;
    template: ChecklistTemplate;
    dueAt: number | null;
    staffId: number | null;
    now?: number;
  }): { requestId: number; link: string } {
    const { db, requests } = this.context;
    const now = input.now ?? Date.now();
    const inquiry = requests.inquiry(input.messageId);
    if (!inquiry) throw new UploadNotAllowed(404, "no such inquiry");
    const token = newSecretToken();
    const requestId = db.transaction(() => {
      const live = requests
        .requestsForInquiry(input.messageId)
        .find((r) => r.template === input.template.id && r.revokedAt === null && r.expiresAt > now);
      if (live) throw new LiveRequestExists(live);
      const id = requests.createRequest({
        messageId: input.messageId,
        template: input.template.id,
        title: input.template.title,
        intro: input.template.intro,
        tokenHash: tokenHash(token),
        createdAt: now,
        createdBy: input.staffId,
        dueAt: input.dueAt,
        expiresAt: this.linkExpiry(input.dueAt, now),
        items: input.template.items,
      });
      this.mail.queueEmail(id, "request", { link: this.mail.storedLink() }, now);
      return id;
    });
    this.context.logger.info("document_request_created", {
      requestId,
      messageId: input.messageId,
    });
    this.context.wake();
    return { requestId, link: this.mail.link(token) };
  }

  /**
   * The link a booking's e-mails give its client (docs/DOCUMENTS.md#from-a-booking): one more
   * link to the booking's request each time. Only e-mails to the booking's address carry it,
   * never the confirmation page: an address typed into a form is not an identity
   * (docs/BOOKING.md#an-address-proves-itself). Undefined when the booking has no request, or
   * staff revoked it.
   */
  linkForBooking(
    booking: { id: number; messageId: number; startsAt: number },
    now = Date.now(),
  ):
    | {
        link: string;
        title: string;
        dueAt: number | null;
        /** Where its checklist stands now: what a moved consultation's e-mail still asks for. */
        items: { label: string; optional: boolean; state: ItemState }[];
      }
    | undefined {
    const token = newSecretToken();
    const made = this.bookingRequest(booking, undefined, now, tokenHash(token));
    if (!made) return undefined;
    const items = this.context.files
      .items(made.id)
      .map(({ label, optional, state }) => ({ label, optional, state }));
    return { link: this.mail.link(token), title: made.title, dueAt: made.dueAt, items };
  }

  /**
   * The booking's request, made the first time from `template` (the checklist the booking's
   * practice area sends with bookings), due that checklist's hours before the consultation, with
   * no e-mail of its own (the booking's e-mails carry its links). It gives no link: whoever booked
   * may not own the address. Undefined when there is no request yet and no template, or staff
   * revoked the request.
   */
  requestForBooking(
    booking: { id: number; messageId: number; startsAt: number },
    template: ChecklistTemplate | undefined,
    now = Date.now(),
  ): { title: string; dueAt: number | null } | undefined {
    const made = this.bookingRequest(booking, template, now);
    return made && { title: made.title, dueAt: made.dueAt };
  }

  /** Finds or makes the booking's request; `linkHash`, when given, is one more link to it. */
  private bookingRequest(
    booking: { id: number; messageId: number; startsAt: number },
    template: ChecklistTemplate | undefined,
    now: number,
    linkHash?: string,
  ): { id: number; title: string; dueAt: number | null } | undefined {
    const { db, requests } = this.context;
    const hours = template?.dueBeforeConsultationHours;
    // Counted in business days; a consultation booked too soon for one has no date to keep: "as
    // soon as you can" (app/documents/document-due.server.ts).
    const newDueAt = hours ? documentsDueBefore(booking.startsAt, hours, now) : null;
    const made = db.transaction(() => {
      const existing = requests.requestForBooking(booking.id);
      if (existing) {
        if (existing.revokedAt !== null) return undefined;
        if (linkHash) {
          requests.extendLink(existing.id, this.linkExpiry(existing.dueAt, now));
          requests.addLink(existing.id, linkHash, now);
        }
        return { id: existing.id, title: existing.title, dueAt: existing.dueAt, created: false };
      }
      if (!template) return undefined;
      const id = requests.createRequest({
        messageId: booking.messageId,
        template: template.id,
        title: template.title,
        intro: template.intro,
        // The request's own link is a fresh secret nobody is given: the booking's e-mails carry
        // links of their own (document_request_links), made as each is sent.
        tokenHash: linkHash ?? tokenHash(newSecretToken()),
        createdAt: now,
        createdBy: null,
        dueAt: newDueAt,
        expiresAt: this.linkExpiry(newDueAt, now),
        items: template.items,
        bookingId: booking.id,
        dueBeforeHours: hours ?? null,
      });
      return { id, title: template.title, dueAt: newDueAt, created: true };
    });
    if (!made) return undefined;
    if (made.created)
      this.context.logger.info("document_request_created", {
        requestId: made.id,
        messageId: booking.messageId,
        bookingId: booking.id,
      });
    return { id: made.id, title: made.title, dueAt: made.dueAt };
  }

  /**
   * A booking's request after its consultation moved, by the client's link or by staff
   * (docs/DOCUMENTS.md#from-a-booking): due again as if booked at `now` for the new time (business
   * days before it, never before the close of the next business day, no date when nothing fits),
   * and its links working at least a week past that. Runs in the move's transaction; the database
   * moves the links' expiry and lets the reminder go again (migration 081). Nothing to do for a
   * booking without a live request.
   */
  followMovedBooking(booking: { id: number; startsAt: number }, now: number): void {
    const { requests } = this.context;
    const request = requests.dueRuleForBooking(booking.id);
    if (!request) return;
    const dueAt = documentsDueBefore(booking.startsAt, request.dueBeforeHours, now);
    requests.setDue(request.id, dueAt, (dueAt ?? 0) + 7 * DAY);
  }

  /** A new link (the old one stops working), e-mailed again. */
  renewLink(requestId: number, now = Date.now()): string {
    const { db, requests } = this.context;
    const request = requests.request(requestId);
    if (!request) throw new UploadNotAllowed(404, "no such request");
    const token = newSecretToken();
    db.transaction(() => {
      requests.replaceToken(requestId, tokenHash(token), this.linkExpiry(request.dueAt, now));
      this.mail.queueEmail(requestId, "request", { link: this.mail.storedLink() }, now);
    });
    this.context.wake();
    return this.mail.link(token);
  }

  revoke(requestId: number, now = Date.now()): boolean {
    return this.context.requests.revokeRequest(requestId, now);
  }

  accept(itemId: number, staffId: number, now = Date.now()): void {
    this.context.files.setItemState(itemId, "accepted", { now, staffId });
  }

  /** Sends an item back with a reason; the client is e-mailed the reason and the link's page. */
  sendBack(itemId: number, reason: string, staffId: number, now = Date.now()): void {
    const { db, files } = this.context;
    const item = files.item(itemId);
    if (!item) throw new UploadNotAllowed(404, "no such item");
    db.transaction(() => {
      files.setItemState(itemId, "returned", { now, staffId, reason });
      this.mail.queueEmail(item.requestId, "returned", { itemLabel: item.label, reason }, now);
    });
    this.context.wake();
  }
}
