/**
 * Replies written in the desk, handed to the site's one outbox (app/contact/contact-outbox.server.ts)
 * as another of its queues: each is claimed before it is sent and recorded once the SMTP server has
 * taken it, so it is never sent twice, and retried with the outbox's backoff, so it is never lost
 * (docs/DESK.md#replies).
 */
import type Mail from "nodemailer/lib/mailer";
import { type NotificationSettings, notificationRecipient } from "~/contact/contact-mailer.server";
import type { OutboxQueue } from "~/contact/contact-outbox.server";
import { emailAddress } from "~/contact/contact-schema";
import { outboxQueue } from "~/db/outbox-table.server";
import type { Repositories } from "~/db/repositories.server";

export type ReplyMailSettings = Pick<NotificationSettings, "from" | "to" | "routes" | "firmName">;

/**
 * The e-mail of one reply: from the firm's address under the staff member's name ("Dana Reyes,
 * Firm"), answers going to the practice area's inbox (or the firm's), the inquiry's number in the
 * subject as the staff member wrote it. Plain text: what was typed is sent as typed.
 */
export function composeReply(
  reply: { subject: string; body: string; staffName: string; fromAddress: string },
  visitor: { email: string; firstName: string; lastName: string; serviceType: string | null },
  settings: ReplyMailSettings,
): Mail.Options | undefined {
  const to = emailAddress.safeParse(visitor.email);
  if (!to.success) return undefined;
  return {
    from: { name: `${reply.staffName}, ${settings.firmName}`, address: reply.fromAddress },
    to: { name: `${visitor.firstName} ${visitor.lastName}`, address: to.data },
    replyTo: notificationRecipient(visitor.serviceType, settings),
    subject: reply.subject,
    text: reply.body,
  };
}

export function deskReplyQueue(repos: Repositories, settings: ReplyMailSettings): OutboxQueue {
  return outboxQueue("desk_reply", repos.replies.outbox, (id) => {
    const reply = repos.replies.get(id);
    const message = reply ? repos.messages.get(reply.messageId) : undefined;
    if (!reply || !message) return { drop: "inquiry deleted" };
    const mail = composeReply(reply, message, settings);
    return mail ? { mail } : { drop: "address not usable" };
  });
}
