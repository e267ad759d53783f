/**
 * The site's one mailer (docs/STANDARDS.md#e-mail): where notifications go, and the SMTP transport
 * every queue of the outbox (outbox.server.ts) sends through.
 */
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

export interface NotificationSettings {
  from: string;
  /** The firm's inbox (MAIL_TO): every notification without a route of its own. */
  to: string;
  /** MAIL_TO_<AREA>: the inbox of a practice area, by the service the visitor chose. */
  routes?: Readonly<Partial<Record<string, string>>>;
  siteUrl: string;
  firmName: string;
}

/** The inbox that receives a message's notification: its practice area's, or MAIL_TO. */
export function notificationRecipient(
  serviceType: string | null | undefined,
  settings: Pick<NotificationSettings, "to" | "routes">,
): string {
  // Own keys only: a stored value such as "constructor" must never find Object's prototype.
  const routes = settings.routes ?? {};
  const route = serviceType && Object.hasOwn(routes, serviceType) ? routes[serviceType] : undefined;
  return route ?? settings.to;
}

export interface Mailer {
  send(mail: Mail.Options): Promise<void>;
  close(): void;
}

/** A nodemailer SMTP transport for SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const options: SMTPTransport.Options = {
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
  };
  // nodemailer is loaded for the first e-mail, not at every server start
  // (docs/PERFORMANCE.md#server-start).
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const open = () =>
    (transport ??= import("nodemailer").then((m) => m.default.createTransport(options)));
  return {
    async send(mail) {
      await (await open()).sendMail(mail);
    },
    close() {
      void transport?.then((t) => t.close());
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
