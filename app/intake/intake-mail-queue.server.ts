/**
 * The questionnaires' e-mails handed to the site's one outbox (app/contact/contact-outbox.server.ts)
 * as another of its queues: written into `intake_emails` when the event happens, then claimed,
 * sent, retried and dropped by the same code as every other e-mail (app/db/outbox-table.server.ts).
 */
import type { OutboxQueue } from "~/contact/contact-outbox.server";
import { emailAddress } from "~/contact/contact-schema";
import type { SiteDatabase } from "~/db/database.server";
import { outboxQueue } from "~/db/outbox-table.server";
import { IntakeStore } from "./intake-store.server";

export function intakeMailQueue(
  db: SiteDatabase,
  settings: { firmName: string; from: string; staffEmail: string },
): OutboxQueue {
  const store = new IntakeStore(db);
  const queue = outboxQueue("intake_email", store.outbox, (id) => {
    const email = store.email(id);
    if (!email) return { drop: "questionnaire deleted" };
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
  return {
    ...queue,
    // Sent: the stored copy keeps no working link from now on (no secret at rest).
    markSent: (id, at) => {
      queue.markSent(id, at);
      store.redactSentLink(id);
    },
  };
}
