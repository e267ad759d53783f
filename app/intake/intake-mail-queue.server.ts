/**
 * The questionnaires' e-mails handed to the site's one outbox (app/platform/outbox.server.ts)
 * as another of its queues: written into `intake_emails` when the event happens, then claimed,
 * sent, retried and dropped by the same code as every other e-mail (app/db/outbox-table.server.ts).
 *
 * The link e-mail and each reminder are stored without the link's secret (`questionnaireLinkPlaceholder`): the secret
 * is made here, as the e-mail is composed for sending, and only its hash is kept
 * (`intake_questionnaire_links`), so neither a waiting nor a sent e-mail in the database, nor a
 * backup of it, opens a client's questionnaire (docs/INTAKE.md#e-mails). Each attempt makes a new
 * one; those of attempts that failed open the same questionnaire until it is turned off or expires.
 */

import { emailAddress } from "~/contact/contact-schema";
import type { SiteDatabase } from "~/db/database.server";
import { MailThreads } from "~/db/mail-threads.server";
import { outboxQueue } from "~/db/outbox-table.server";
import { newMessageId, threadHeaders } from "~/platform/mail-headers.server";
import type { OutboxQueue } from "~/platform/outbox.server";
import { questionnaireLinkPlaceholder } from "./intake-emails";
import { hashToken, newLinkToken } from "./intake-service.server";
import { IntakeStore } from "./intake-store.server";

const placeholderPath = `/questionnaire/${questionnaireLinkPlaceholder}`;

export function intakeMailQueue(
  db: SiteDatabase,
  settings: { firmName: string; from: string; staffEmail: string },
  now: () => number = Date.now,
): OutboxQueue {
  const store = new IntakeStore(db);
  const threads = new MailThreads(db);
  return outboxQueue("intake_email", store.outbox, (id) => {
    const email = store.email(id);
    if (!email) return { drop: "questionnaire deleted" };
    const to = emailAddress.safeParse(email.recipient);
    if (!to.success) return { drop: "address not usable" };
    const row = email.questionnaireId === null ? undefined : store.get(email.questionnaireId);
    let text = email.body;
    if (text.includes(placeholderPath)) {
      if (!row) return { drop: "questionnaire deleted" };
      if (row.revokedAt !== null || row.expiresAt <= now())
        return { drop: "link turned off or expired" };
      // Completed meanwhile (from the booking's page, say): no link, nor a reminder, is needed.
      if (row.completedAt !== null) return { drop: "questionnaire completed" };
      const token = newLinkToken();
      store.addLink(row.id, hashToken(token), now());
      text = text.replace(placeholderPath, `/questionnaire/${token}`);
    }
    // Stored before it is sent, kept through retries; the client's e-mails (the link, a reminder)
    // follow what the client already received about the inquiry (docs/STANDARDS.md#e-mail). The
    // outbox marks them all Auto-Submitted.
    const toClient = email.kind === "link" || email.kind === "reminder";
    return {
      mail: {
        from: { name: settings.firmName, address: settings.from },
        to: to.data,
        replyTo: settings.staffEmail,
        subject: email.subject,
        text,
        messageId: store.outbox.assignMessageId(id, () => newMessageId(settings.from)),
        ...(toClient && row ? threadHeaders(threads.sentTo(row.messageId, email.recipient)) : {}),
      },
    };
  });
}
