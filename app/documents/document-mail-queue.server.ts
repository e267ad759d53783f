/**
 * The documents' e-mails (the link, the receipt, an item sent back, malware found, a reminder:
 * docs/DOCUMENTS.md#e-mails) handed to the site's one outbox (app/platform/outbox.server.ts)
 * as another of its queues. The documents service writes each e-mail into `document_emails` when
 * the event happens; the outbox claims it before sending (never twice), retries it with its
 * backoff (never lost) and records it sent, exactly as it does the contact form's, the desk's and
 * the booking's e-mails.
 *
 * A request's e-mail is stored without its link's secret (`documentLinkPlaceholder`): the secret is
 * made here, as the e-mail is composed for sending, and only its hash is kept
 * (`document_request_links`), so a copy of the database or a backup opens no client's page
 * (docs/DOCUMENTS.md#the-link). Each attempt makes a new one; those of attempts that failed open the
 * same page, until the request's link is renewed, revoked or expires.
 */
import { randomBytes } from "node:crypto";
import { emailAddress } from "~/contact/contact-schema";
import type { SiteDatabase } from "~/db/database.server";
import { MailThreads } from "~/db/mail-threads.server";
import { outboxQueue } from "~/db/outbox-table.server";
import { automaticHeaders, newMessageId, threadHeaders } from "~/platform/mail-headers.server";
import { type NotificationSettings, notificationRecipient } from "~/platform/mailer.server";
import type { OutboxQueue } from "~/platform/outbox.server";
import { DocumentEmails } from "./document-email-outbox.server";
import { composeDocumentEmail, documentLinkPlaceholder } from "./document-emails";
import { DocumentFiles } from "./document-files.server";
import { documentEmailContext } from "./document-request-mail.server";
import { DocumentRequests, tokenHash } from "./document-requests.server";

export interface DocumentMailSettings {
  firmName: string;
  /** The site's address (SITE_URL): a receipt composed as it is sent links the client's page. */
  siteUrl: string;
  /** The site's sending address (MAIL_FROM). */
  from: string;
  /** Where the visitor's answers go: the firm's inbox (MAIL_TO). */
  staffEmail: string;
  /**
   * MAIL_TO_<AREA>: answers to a client's e-mail about an inquiry of that practice area go there,
   * as for every e-mail to a client (docs/CONTACT-INBOX.md#reply-to).
   */
  routes?: NotificationSettings["routes"];
}

const placeholderPath = `/documents/${documentLinkPlaceholder}`;

export function documentMailQueue(
  db: SiteDatabase,
  settings: DocumentMailSettings,
  now: () => number = Date.now,
): OutboxQueue {
  const emails = new DocumentEmails(db);
  const requests = new DocumentRequests(db);
  const threads = new MailThreads(db);
  const files = new DocumentFiles(db);
  return outboxQueue("document_email", emails.outbox, (id) => {
    const email = emails.email(id);
    if (!email) return { drop: "request deleted" };
    const to = emailAddress.safeParse(email.recipient);
    if (!to.success) return { drop: "address not usable" };
    let text = email.body;
    let subject = email.subject;
    if (email.kind === "receipt" && email.requestId !== null) {
      // Composed again now, from the request as it stands: a file found harmful, or an item staff
      // sent back, since the receipt was queued is not "received" (docs/DOCUMENTS.md#e-mails).
      const context = documentEmailContext(
        { requests, files },
        { firmName: settings.firmName, siteUrl: settings.siteUrl, staffEmail: settings.staffEmail },
        email.requestId,
      );
      if (!context) return { drop: "request deleted" };
      if (!context.items.some((i) => i.files.length > 0))
        return { drop: "no file received is held any more" };
      ({ subject, body: text } = composeDocumentEmail("receipt", context, {
        link: `${settings.siteUrl}${placeholderPath}`,
      }));
    }
    if (text.includes(placeholderPath)) {
      const request = email.requestId === null ? undefined : requests.request(email.requestId);
      if (!request) return { drop: "request deleted" };
      if (request.revokedAt !== null || request.expiresAt <= now()) {
        // A request's own e-mail is nothing without its link; any other (a receipt, a file sent
        // back, malware found) still tells the client something true, and how to get a new link.
        if (email.kind === "request") return { drop: "link revoked or expired" };
        text = text
          .split("\n")
          .map((line) =>
            line.includes(placeholderPath)
              ? "(This link has stopped working: reply to this e-mail if you need a new one.)"
              : line,
          )
          .join("\n");
      } else {
        const token = randomBytes(32).toString("base64url");
        requests.addLink(request.id, tokenHash(token), now());
        text = text.replace(placeholderPath, `/documents/${token}`);
      }
    }
    const toClient = email.kind !== "malware-staff";
    const messageId = emails.outbox.assignMessageId(id, () => newMessageId(settings.from));
    return {
      mail: {
        from: { name: settings.firmName, address: settings.from },
        to: to.data,
        // The one Reply-To of every e-mail to a client: the practice area's inbox, or MAIL_TO.
        replyTo: toClient
          ? notificationRecipient(email.serviceType, { to: settings.staffEmail, ...settings })
          : settings.staffEmail,
        subject,
        text,
        messageId,
        ...(toClient && email.inquiryId !== null
          ? threadHeaders(threads.sentTo(email.inquiryId, email.recipient))
          : {}),
        headers: { ...automaticHeaders },
      },
    };
  });
}
