/**
 * The engagement letters' e-mails handed to the site's one outbox (app/platform/outbox.server.ts)
 * as another of its queues: claimed before sending (never twice), retried with its backoff, dropped
 * when they can no longer be sent. Nothing secret waits in the table (docs/ENGAGEMENT.md#e-mails):
 * - a link's token is made here as the e-mail is composed, only its hash kept (`engagement_links`);
 * - a one-time code is made here too, only its HMAC kept, valid ten minutes from now;
 * - a signed or countersigned copy is attached from the sealed PDF, decrypted for this e-mail only.
 */

import { emailAddress } from "~/contact/contact-schema";
import type { SiteDatabase } from "~/db/database.server";
import { MailThreads } from "~/db/mail-threads.server";
import { outboxQueue } from "~/db/outbox-table.server";
import { automaticHeaders, newMessageId, threadHeaders } from "~/platform/mail-headers.server";
import { type NotificationSettings, notificationRecipient } from "~/platform/mailer.server";
import type { OutboxQueue } from "~/platform/outbox.server";
import { newSecretToken, secretTokenHash } from "~/platform/secret-token.server";
import { codePlaceholder, linkPlaceholder } from "./engagement-emails";
import type { EngagementService } from "./engagement-service.server";
import { EngagementStore } from "./engagement-store.server";

export interface EngagementMailSettings {
  firmName: string;
  from: string;
  staffEmail: string;
  routes?: NotificationSettings["routes"];
}

/**
 * `service` is read when an e-mail is composed; without it (no letters on this server) the e-mail
 * is dropped. Made when the letters open (app/engagement/open-engagement.server.ts).
 */
export function engagementMailQueue(
  db: SiteDatabase,
  service: () => EngagementService | undefined,
  settings: EngagementMailSettings,
  now: () => number = Date.now,
): OutboxQueue {
  const store = new EngagementStore(db);
  const threads = new MailThreads(db);
  return outboxQueue("engagement_email", store.outbox, (id) => {
    const engagement = service();
    if (!engagement) return { drop: "engagement letters unavailable on this server" };
    const email = store.email(id);
    const row = email?.letterId == null ? undefined : store.get(email.letterId);
    if (!email || !row) return { drop: "letter deleted" };
    const to = emailAddress.safeParse(email.recipient);
    if (!to.success) return { drop: "address not usable" };
    let text = email.body;
    if (email.kind === "link" || email.kind === "reminder") {
      if (row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= now()))
        return { drop: "link revoked or expired" };
      if (email.kind === "reminder" && row.signedAt !== null) return { drop: "letter signed" };
      const token = newSecretToken();
      store.addLink(row.id, secretTokenHash(token), now());
      text = text.replace(linkPlaceholder, `${engagement.settings.siteUrl}/engagement/${token}`);
    }
    if (email.kind === "code") {
      const code = engagement.access.issueCode(row.id, now());
      if (!code) return { drop: "letter signed or turned off" };
      text = text.replace(codePlaceholder, code);
    }
    const which = email.kind.startsWith("countersigned")
      ? "countersigned"
      : email.kind.startsWith("signed")
        ? "signed"
        : undefined;
    const pdf = which ? engagement.pdf(row, which) : undefined;
    if (which && !pdf) return { drop: "no signed copy" };
    const toClient =
      email.kind !== "signed-staff" &&
      email.kind !== "countersigned-staff" &&
      email.kind !== "stalled-staff";
    const serviceType =
      row.messageId === null ? null : (store.messages.contact(row.messageId)?.serviceType ?? null);
    return {
      mail: {
        from: { name: settings.firmName, address: settings.from },
        to: to.data,
        replyTo: toClient
          ? notificationRecipient(serviceType, { to: settings.staffEmail, ...settings })
          : settings.staffEmail,
        subject: email.subject,
        text,
        messageId: store.outbox.assignMessageId(id, () => newMessageId(settings.from)),
        // The client's e-mails follow what the client already received about the inquiry
        // (docs/STANDARDS.md#e-mail); the firm's are in no client's thread.
        ...(toClient && row.messageId !== null
          ? threadHeaders(threads.sentTo(row.messageId, email.recipient))
          : {}),
        headers: { ...automaticHeaders },
        ...(pdf && which
          ? {
              attachments: [
                {
                  filename: `engagement-letter-${row.id}-${which}.pdf`,
                  content: pdf,
                  contentType: "application/pdf",
                },
              ],
            }
          : {}),
      },
    };
  });
}
