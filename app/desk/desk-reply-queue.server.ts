/**
 * Replies written in the desk, handed to the site's one outbox (app/platform/outbox.server.ts)
 * as another of its queues: each is claimed before it is sent and recorded once the SMTP server has
 * taken it, so it is never sent twice, and retried with the outbox's backoff, so it is never lost
 * (docs/DESK.md#replies).
 */
import type Mail from "nodemailer/lib/mailer";
import { emailAddress } from "~/contact/contact-schema";
import { MailThreads } from "~/db/mail-threads.server";
import { outboxQueue } from "~/db/outbox-table.server";
import type { Repositories } from "~/db/repositories.server";
import { newMessageId, threadHeaders } from "~/platform/mail-headers.server";
import { type NotificationSettings, notificationRecipient } from "~/platform/mailer.server";
import type { OutboxQueue } from "~/platform/outbox.server";

export type ReplyMailSettings = Pick<NotificationSettings, "from" | "to" | "routes" | "firmName">;

/**
 * The e-mail of one reply: from the firm's address under the staff member's name ("Dana Reyes,
 * Firm"), answers going to the practice area's inbox (or the firm's), the inquiry's number in the
 * subject as the staff member wrote it. Plain text: what was typed is sent as typed.
 */
export function composeReply(
  reply: { subject: string; body: string; staffName: string; fromAddress: string },
  visitor: { email: string; serviceType: string | null },
  settings: ReplyMailSettings,
): Mail.Options | undefined {
  const to = emailAddress.safeParse(visitor.email);
  if (!to.success) return undefined;
  return {
    from: { name: `${reply.staffName}, ${settings.firmName}`, address: reply.fromAddress },
    // The address alone: nothing a visitor typed goes in a header but a validated address
    // (docs/STANDARDS.md#e-mail), as every other e-mail to a visitor is addressed.
    to: to.data,
    replyTo: notificationRecipient(visitor.serviceType, settings),
    subject: reply.subject,
    text: reply.body,
  };
}

/**
 * The replies as a queue of the outbox. Each is sent with the Message-ID it stores, and follows
 * what the visitor last received about the inquiry (the acknowledgement, an earlier reply, a
 * booking's or the documents' e-mails) with In-Reply-To and References, so it joins that
 * conversation in the visitor's mailbox (docs/STANDARDS.md#e-mail). A person wrote it, so the
 * outbox sends it without an Auto-Submitted field (RFC 3834, 5: absent means "no").
 */
export function deskReplyQueue(repos: Repositories, settings: ReplyMailSettings): OutboxQueue {
  const threads = new MailThreads(repos.db);
  const queue = outboxQueue("desk_reply", repos.replies.outbox, (id) => {
    const reply = repos.replies.get(id);
    const message = reply ? repos.messages.get(reply.messageId) : undefined;
    if (!reply || !message) return { drop: "inquiry deleted" };
    const mail = composeReply(reply, message, settings);
    if (!mail) return { drop: "address not usable" };
    const messageId = repos.replies.outbox.assignMessageId(id, () =>
      newMessageId(reply.fromAddress),
    );
    return {
      mail: {
        ...mail,
        messageId,
        ...threadHeaders(threads.sentTo(message.id, message.email)),
      },
    };
  });
  // The outbox marks every other queue's e-mails Auto-Submitted; not these.
  return { ...queue, writtenByPerson: true };
}
