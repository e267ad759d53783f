/**
 * The contact form's two e-mails (docs/CONTACT-INBOX.md#delivery): the firm's notification of a
 * message and the visitor's acknowledgement.
 */
import type Mail from "nodemailer/lib/mailer";
import type { StoredMessage } from "~/db/contact-messages.server";
import { clockStyle, firmTimeZone } from "~/platform/firm-clock";
import { automaticHeaders, newMessageId } from "~/platform/mail-headers.server";
import { type NotificationSettings, notificationRecipient } from "~/platform/mailer.server";
import { bookingHref, firm, serviceTerms } from "../content/firm";
import { visibleTextOrNull } from "../lib/domain/visible-text";
import { consentText, emailAddress, referralSourceLabel, serviceTypeLabel } from "./contact-schema";

const timeZone = firmTimeZone;

export function formatReceivedAt(ms: number): string {
  return clockStyle(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      dateStyle: "long",
      timeStyle: "short",
      hour12: true,
    }).format(ms),
  );
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
  // What the visitor typed, without the characters that could reorder or disguise it where the
  // firm reads it (docs/PRODUCT-RULES.md#hostile-text).
  const typed = visibleTextOrNull;
  const service = serviceTypeLabel(message.serviceType) ?? "General inquiry";
  const replyTo = emailAddress.safeParse(message.email);
  const referral =
    message.referralSource === "other" && message.referralOther
      ? `Other: ${typed(message.referralOther)}`
      : (referralSourceLabel(message.referralSource) ?? "Not given");
  const lines = [
    `A new message arrived through the contact form on ${settings.siteUrl}/contact.`,
    replyTo.success
      ? "Reply to this e-mail to answer the sender directly."
      : "The sender's e-mail address could not be used as Reply-To; copy it from below.",
    "",
    `Received:   ${formatReceivedAt(message.receivedAt)} (Toronto time)`,
    `Reference:  #${message.id}`,
    `Name:       ${typed(message.firstName)} ${typed(message.lastName)}`,
    `E-mail:     ${typed(message.email)}`,
    `Phone:      ${typed(message.phone) ?? "Not given"}`,
    `Service:    ${service}`,
    `Heard of us: ${referral}`,
    "",
    "For the conflict check (as typed by the sender, not yet checked):",
    `Other people involved: ${typed(message.otherParties) ?? "Not given"}`,
    `Key date:   ${typed(message.keyDate) ?? "Not given"}`,
    "",
    "Message:",
    typed(message.message),
    "",
    consentLine(message),
    `Open it in the desk: ${settings.siteUrl}/desk/inquiries/${message.id}`,
    "",
    "--",
    `Stored in the ${settings.firmName} website inbox (npm run inbox). Messages are deleted automatically after the retention period in the Privacy Policy.`,
  ];
  return {
    from: settings.from,
    to: notificationRecipient(message.serviceType, settings),
    ...(replyTo.success ? { replyTo: replyTo.data } : {}),
    subject: `Website message #${message.id}: ${service}`,
    // The outbox replaces it with the one it stores (docs/STANDARDS.md#e-mail).
    messageId: newMessageId(settings.from),
    text: lines.join("\n"),
    headers: { ...automaticHeaders },
  };
}

/** What the stored consent says, for the firm's copy. */
export function consentLine(
  message: Pick<StoredMessage, "consentTextVersion" | "consentAt">,
): string {
  const text = consentText(message.consentTextVersion);
  if (!message.consentTextVersion || !message.consentAt)
    return "Consent: not recorded (sent before the form asked for it).";
  return `Consent: ticked "${text ?? "unknown wording"}" (wording of ${message.consentTextVersion}), received ${formatReceivedAt(message.consentAt)} (Toronto time).`;
}

/**
 * The short acknowledgement e-mailed to the visitor once their message is stored
 * (docs/CONTACT-INBOX.md#the-acknowledgement-to-the-visitor). Plain text, from the firm's details in
 * app/content/firm.ts only: it never repeats what the visitor wrote, not even their name, so an
 * address typed by mistake leaks nothing about the sender or their matter. Null when the stored
 * address cannot be used as a recipient.
 */
export function composeAcknowledgement(
  message: Pick<StoredMessage, "id" | "email" | "receivedAt" | "serviceType">,
  settings: NotificationSettings,
): Mail.Options | null {
  const to = emailAddress.safeParse(message.email);
  if (!to.success) return null;
  const lines = [
    "Hello,",
    "",
    `Thank you for contacting ${firm.name}. This automatic reply confirms that the message you sent through our website arrived safely (our reference: #${message.id}).`,
    "",
    `What happens next: a member of our team will reply. ${serviceTerms.replyTimes}`,
    "",
    "If you would rather talk sooner:",
    `  Book a free ${firm.consultation.minutes}-minute consultation: ${settings.siteUrl}${bookingHref}`,
    `  ${serviceTerms.consultationHours}.`,
    `  Call us: ${firm.phone.display}`,
    "",
    `${serviceTerms.officeHours}.`,
    "",
    "Please do not send confidential details or documents until we confirm that we can act for you. Contacting us does not create a lawyer-client relationship.",
    "",
    "If you did not write to us, someone may have typed your address by mistake: reply to this e-mail and we will delete their message.",
    "",
    "--",
    firm.name,
    `${firm.address.street}, ${firm.address.locality}, ${firm.address.region} ${firm.address.postalCode}`,
    `${firm.phone.display} | ${firm.email} | ${settings.siteUrl}`,
  ];
  return {
    from: { name: settings.firmName, address: settings.from },
    to: to.data,
    // A reply reaches the inbox that handles the message, not the website's sending address: the
    // one Reply-To of every e-mail to a client (docs/CONTACT-INBOX.md#reply-to).
    replyTo: notificationRecipient(message.serviceType, settings),
    subject: `We received your message: ${firm.shortName}`,
    messageId: newMessageId(settings.from),
    text: lines.join("\n"),
    // RFC 3834, 5: written by the site itself, which automatic responders must not answer. Not
    // "auto-replied": that is for an answer to a received e-mail, and a form post is not one.
    headers: { ...automaticHeaders, "X-Auto-Response-Suppress": "All" },
  };
}
