/**
 * The engagement letters' e-mails, in plain text (docs/ENGAGEMENT.md#e-mails). No secret is stored
 * with them: the link's token and the one-time code are made as the e-mail is sent
 * (./engagement-mail-queue.server.ts replaces these placeholders), and a signed copy is attached
 * from the sealed PDF at that moment.
 */
export const linkPlaceholder = "{link-made-when-sent}";
export const codePlaceholder = "{code-made-when-sent}";

export function linkEmail(input: {
  firstName: string;
  title: string;
  firmName: string;
  days: number;
}) {
  return {
    subject: `${input.title}: please read and sign`,
    body: [
      `Dear ${input.firstName},`,
      "",
      `Your engagement letter is ready. It sets out what we will do for you, our fee, and how either of us can end the retainer. Please read it and, if you agree, sign it at this private link:`,
      "",
      linkPlaceholder,
      "",
      "To protect you, the page first e-mails a one-time code to this address; enter it to see the letter.",
      `The link works for ${input.days} days. Please keep it to yourself. Questions about the letter? Reply to this e-mail or call us before you sign.`,
      "",
      input.firmName,
    ].join("\n"),
  };
}

export function codeEmail(input: { firmName: string; minutes: number }) {
  return {
    subject: `Your code to open your engagement letter`,
    body: [
      `Your one-time code is ${codePlaceholder}`,
      "",
      `Enter it on the page you opened from our e-mail. It works for ${input.minutes} minutes, once. If you did not ask for it, you can ignore this e-mail: nobody can open your letter without it.`,
      "",
      input.firmName,
    ].join("\n"),
  };
}

export function signedEmail(input: {
  to: "client" | "staff";
  countersigned: boolean;
  firstName: string;
  title: string;
  letterId: number;
  inquiryId: number | null;
  sha256: string;
  firmName: string;
  siteUrl: string;
}) {
  const what = input.countersigned ? "countersigned" : "signed";
  if (input.to === "client")
    return {
      subject: input.countersigned
        ? `${input.title}: countersigned by your lawyer`
        : `${input.title}: your signed copy`,
      body: [
        `Dear ${input.firstName},`,
        "",
        input.countersigned
          ? "Your lawyer has countersigned your engagement letter. The countersigned copy is attached; please keep it with your records."
          : "Thank you for signing your engagement letter. Your signed copy is attached, with its audit page; please keep it. Your lawyer will countersign it and we will send you that copy too.",
        "",
        `SHA-256 of the attached PDF: ${input.sha256}`,
        "",
        input.firmName,
      ].join("\n"),
    };
  const where = input.inquiryId
    ? `${input.siteUrl}/desk/inquiries/${input.inquiryId}#engagement`
    : `${input.siteUrl}/desk/engagement-letters/${input.letterId}`;
  return {
    subject: `Engagement letter #${input.letterId} ${what}`,
    body: [
      `Engagement letter #${input.letterId} (${input.title}) was ${what}. The PDF is attached.`,
      "",
      `SHA-256 of the attached PDF: ${input.sha256}`,
      "",
      input.countersigned ? `The letter: ${where}` : `Countersign it in the desk: ${where}`,
    ].join("\n"),
  };
}

/**
 * A reminder to sign (docs/ENGAGEMENT.md#reminders), at most two: the same letter behind a link
 * made as this e-mail is sent.
 */
export function reminderEmail(input: {
  firstName: string;
  title: string;
  firmName: string;
  number: 1 | 2;
}) {
  return {
    subject: `Reminder: ${input.title} is waiting for your signature`,
    body: [
      `Dear ${input.firstName},`,
      "",
      `A reminder that your engagement letter is waiting for you to read and, if you agree, sign it. Here is a new private link to it:`,
      "",
      linkPlaceholder,
      "",
      "To protect you, the page first e-mails a one-time code to this address; enter it to see the letter.",
      input.number === 2
        ? "This is our last reminder by e-mail. If you have questions, or would rather sign on paper, reply to this e-mail or call us."
        : "If you have questions, or would rather sign on paper, reply to this e-mail or call us.",
      "",
      input.firmName,
    ].join("\n"),
  };
}

/** To the firm's inbox, once: an engagement letter got no signature after two reminders. */
export function stalledStaffEmail(input: {
  letterId: number;
  title: string;
  inquiryId: number;
  siteUrl: string;
}) {
  return {
    subject: `Engagement letter #${input.letterId}: no answer after two reminders`,
    body: [
      `The client has not signed engagement letter #${input.letterId} (${input.title}) after two reminders. No more reminders will be sent; please follow up with the client.`,
      "",
      `The inquiry: ${input.siteUrl}/desk/inquiries/${input.inquiryId}#engagement`,
    ].join("\n"),
  };
}
