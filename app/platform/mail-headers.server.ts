/**
 * The headers every e-mail the site sends shares (docs/STANDARDS.md#e-mail): a Message-ID that is
 * unique everywhere, the thread it belongs to, and the mark of an automatic e-mail.
 */
import { randomUUID } from "node:crypto";
import type Mail from "nodemailer/lib/mailer";

/**
 * A new Message-ID (RFC 5322, 3.6.4: "globally unique"): 122 random bits on the sending address's
 * domain. Never built from a row id, which a deletion or a restore from a backup gives out again.
 */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.split("@")[1]?.trim() || "localhost";
  return `<${randomUUID()}@${domain}>`;
}

/**
 * RFC 3834, 5: an e-mail the site writes by itself (a notification, an acknowledgement, a booking's,
 * the documents', a questionnaire's or an engagement letter's e-mails, a digest), which vacation and
 * other automatic responders must not answer. A reply a person wrote in the desk carries none:
 * without the field it counts as "no".
 */
export const automaticHeaders = { "Auto-Submitted": "auto-generated" } as const;

/**
 * `mail` marked as written by the site itself (RFC 3834, 5), whatever headers its queue gave it:
 * the outbox does this to every e-mail of every queue but a person's reply
 * (`OutboxQueue.writtenByPerson`), so no kind of e-mail can go without it.
 */
export function markedAutomatic(mail: Mail.Options): Mail.Options {
  const isOther = (key: string) => key.toLowerCase() !== "auto-submitted";
  const headers = mail.headers;
  if (Array.isArray(headers))
    return {
      ...mail,
      headers: [
        ...headers.filter((h) => isOther(h.key)),
        { key: "Auto-Submitted", value: automaticHeaders["Auto-Submitted"] },
      ],
    };
  const others = Object.entries(headers ?? {}).filter(([key]) => isOther(key));
  return { ...mail, headers: { ...Object.fromEntries(others), ...automaticHeaders } };
}

/** How many earlier Message-IDs References names at most: the first and the latest ones. */
const MAX_REFERENCES = 10;

/**
 * In-Reply-To and References for an e-mail that follows `earlier` (the Message-IDs of what the same
 * person already received about the same inquiry, oldest first), as RFC 5322, 3.6.4 asks: the
 * latest as In-Reply-To, and the thread's first with the latest few as References, so a mail
 * program shows them as one conversation. Nothing when there is nothing earlier.
 */
export function threadHeaders(
  earlier: readonly string[],
): Pick<Mail.Options, "inReplyTo" | "references"> {
  const latest = earlier.at(-1);
  if (!latest) return {};
  const references =
    earlier.length > MAX_REFERENCES
      ? [earlier[0] as string, ...earlier.slice(-(MAX_REFERENCES - 1))]
      : [...earlier];
  return { inReplyTo: latest, references };
}
