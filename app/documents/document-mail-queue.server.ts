/**
 * The documents' e-mails (the link, the receipt, an item sent back, malware found, a reminder:
 * docs/DOCUMENTS.md#e-mails) handed to the site's one outbox (app/contact/contact-outbox.server.ts)
 * as another of its queues. The documents service writes each e-mail into `document_emails` when
 * the event happens; the outbox claims it before sending (never twice), retries it with its
 * backoff (never lost) and records it sent, exactly as it does the contact form's, the desk's and
 * the booking's e-mails.
 */
import type { OutboxQueue } from "~/contact/contact-outbox.server";
import { emailAddress } from "~/contact/contact-schema";
import type { SiteDatabase } from "~/db/database.server";
import { outboxQueue } from "~/db/outbox-table.server";
import { DocumentEmails } from "./document-email-outbox.server";

export interface DocumentMailSettings {
  firmName: string;
  /** The site's sending address (MAIL_FROM). */
  from: string;
  /** Where the visitor's answers go: the firm's inbox (MAIL_TO). */
  staffEmail: string;
}

export function documentMailQueue(db: SiteDatabase, settings: DocumentMailSettings): OutboxQueue {
  const emails = new DocumentEmails(db);
  return outboxQueue("document_email", emails.outbox, (id) => {
    const email = emails.email(id);
    if (!email) return { drop: "request deleted" };
    const to = emailAddress.safeParse(email.recipient);
    if (!to.success) return { drop: "address not usable" };
    return {
      mail: {
        from: { name: settings.firmName, address: settings.from },
        to: to.data,
        replyTo: settings.staffEmail,
        subject: email.subject,
        text: email.body,
      },
    };
  });
}
