/**
 * The questionnaires' e-mails, in plain text (docs/INTAKE.md#e-mails). The link e-mail and each
 * reminder carry the private link, written as `questionnaireLinkPlaceholder` while stored: the outbox
 * makes a fresh secret as it sends the e-mail and keeps only its hash, so no stored e-mail ever
 * holds a working link (app/intake/intake-mail-queue.server.ts).
 */

/**
 * What the link e-mail holds, while stored, where the link's secret goes: the outbox puts a fresh
 * secret there as it sends the e-mail (only its hash is kept), so no stored e-mail, waiting or sent,
 * holds a working link (docs/INTAKE.md#e-mails). The same words as the documents' e-mails
 * (db/migrations/063 and 077): braces are never part of a secret, so it opens nothing.
 */
export const questionnaireLinkPlaceholder = "{link-made-when-sent}";
export function linkEmail(input: {
  firstName: string;
  title: string;
  link: string;
  firmName: string;
  days: number;
}) {
  return {
    subject: `${input.title}: a few questions before we meet`,
    body: [
      `Dear ${input.firstName},`,
      "",
      `Please answer our ${input.title.toLowerCase()} questionnaire at this private link:`,
      "",
      input.link,
      "",
      "Your answers are saved after each section, so you can stop and carry on later, on this or another device, with the same link.",
      `The link works for ${input.days} days. Please keep it to yourself: anyone who has it can read and change your answers.`,
      "",
      input.firmName,
    ].join("\n"),
  };
}

export function reminderEmail(input: {
  firstName: string;
  title: string;
  firmName: string;
  link: string;
  number: 1 | 2;
}) {
  return {
    subject: `Reminder${input.number === 2 ? " (second)" : ""}: ${input.title}`,
    body: [
      `Dear ${input.firstName},`,
      "",
      `Your ${input.title.toLowerCase()} questionnaire is not finished yet. You can carry on where you left off at this private link: what you answered is saved.`,
      "",
      input.link,
      "",
      "Please keep the link to yourself: anyone who has it can read and change your answers. If you have questions, reply to this e-mail.",
      "",
      input.firmName,
    ].join("\n"),
  };
}

/** To the firm's inbox: no answer is ever in an e-mail, only where to read them. */
export function staffEmail(input: {
  kind: "completed" | "stalled";
  title: string;
  inquiryId: number;
  siteUrl: string;
}) {
  const where = `${input.siteUrl}/desk/inquiries/${input.inquiryId}#questionnaires`;
  return input.kind === "completed"
    ? {
        subject: `Questionnaire completed: inquiry #${input.inquiryId}`,
        body: `The client of inquiry #${input.inquiryId} completed the ${input.title} questionnaire.\n\nRead the answers in the desk: ${where}`,
      }
    : {
        subject: `Questionnaire still unfinished: inquiry #${input.inquiryId}`,
        body: `The client of inquiry #${input.inquiryId} has not finished the ${input.title} questionnaire after two reminders. Please follow up with them.\n\n${where}`,
      };
}
