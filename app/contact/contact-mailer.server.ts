import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { emailAddress, referralSourceLabel, serviceTypeLabel } from "./contact-schema";
import type { StoredMessage } from "./contact-store.server";

export interface NotificationSettings {
  from: string;
  to: string;
  siteUrl: string;
  firmName: string;
}

export interface ContactMailer {
  send(mail: Mail.Options): Promise<void>;
  close(): void;
}

const timeZone = "America/Toronto";

export function formatReceivedAt(ms: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    dateStyle: "long",
    timeStyle: "short",
    hour12: true,
  }).format(ms);
}

/**
 * The notification for one stored message. Headers carry only our own addresses, a subject built
 * from the chosen service's label (never free text), and the visitor's address as Reply-To after
 * it is validated again. Everything the visitor typed goes in the plain-text body.
 */
export function composeNotification(
  message: StoredMessage,
  settings: NotificationSettings,
): Mail.Options {
  const service = serviceTypeLabel(message.serviceType) ?? "General inquiry";
  const replyTo = emailAddress.safeParse(message.email);
  const referral =
    message.referralSource === "other" && message.referralOther
      ? `Other: ${message.referralOther}`
      : (referralSourceLabel(message.referralSource) ?? "Not given");
  const lines = [
    `A new message arrived through the contact form on ${settings.siteUrl}/contact.`,
    replyTo.success
      ? "Reply to this e-mail to answer the sender directly."
      : "The sender's e-mail address could not be used as Reply-To; copy it from below.",
    "",
    `Received:   ${formatReceivedAt(message.receivedAt)} (Toronto time)`,
    `Reference:  #${message.id}`,
    `Name:       ${message.firstName} ${message.lastName}`,
    `E-mail:     ${message.email}`,
    `Phone:      ${message.phone ?? "Not given"}`,
    `Service:    ${service}`,
    `Heard of us: ${referral}`,
    "",
    "Message:",
    message.message,
    "",
    `Open it in the desk: ${settings.siteUrl}/desk/inquiries/${message.id}`,
    "",
    "--",
    `Stored in the ${settings.firmName} website inbox (npm run inbox). Messages are deleted automatically after the retention period in the Privacy Policy.`,
  ];
  const domain = settings.from.split("@")[1] ?? "localhost";
  return {
    from: settings.from,
    to: settings.to,
    ...(replyTo.success ? { replyTo: replyTo.data } : {}),
    subject: `Website message #${message.id}: ${service}`,
    messageId: `<contact-${message.id}-${message.receivedAt}@${domain}>`,
    text: lines.join("\n"),
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** A nodemailer SMTP transport for SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function createSmtpMailer(smtpUrl: string): ContactMailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}

/** A short, content-free description of a send failure, for logs and the outbox row. */
export function describeSendError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; name?: unknown; message?: unknown };
  // The system error under nodemailer's ESOCKET/ECONNECTION, e.g. ECONNREFUSED or ETIMEDOUT.
  const system =
    typeof e?.message === "string" ? /\b(E[A-Z]{4,})\b/.exec(e.message)?.[1] : undefined;
  const parts = [
    system,
    typeof e?.code === "string" && e.code !== system ? e.code : null,
    typeof e?.responseCode === "number" ? `SMTP ${e.responseCode}` : null,
  ].filter(Boolean);
  if (parts.length) return parts.join(" ");
  return typeof e?.name === "string" ? e.name : "send failed";
}
