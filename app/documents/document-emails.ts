/**
 * The e-mails about documents (docs/DOCUMENTS.md#e-mails). Plain text. They name checklist items
 * and file names, never a document's content. Each e-mail that asks the client for a document
 * carries its own link to the page, made as it is sent (`documentLinkPlaceholder`).
 */
import { clockLabel, dayLabel, placeOf } from "~/booking/slot-view";
import { dateIn, isKnownTimeZone } from "~/booking/zoned-time";
import { firmTimeZone } from "~/platform/firm-clock";
import type { ItemState } from "./document-files.server";
import { checklistProgress } from "./document-messages";
import type { DocumentRequest } from "./document-requests.server";

export interface DocumentEmailContext {
  firmName: string;
  siteUrl: string;
  firstName: string;
  clientEmail: string;
  staffEmail: string;
  /** The zone the client booked in, when a booking made the request: due dates on its clock. */
  clientTimeZone?: string | null;
  request: DocumentRequest;
  items: { label: string; state: ItemState; optional: boolean; files: string[] }[];
}

type Kind = "request" | "receipt" | "returned" | "malware-client" | "malware-staff" | "reminder";

export interface ComposedEmail {
  recipient: string;
  subject: string;
  body: string;
}

const timeZone = firmTimeZone;

/**
 * What a request's e-mail holds, while stored, where its link's secret goes: the outbox puts a fresh
 * secret there when it sends it (only its hash is kept), so no stored e-mail ever holds a working
 * link (docs/DOCUMENTS.md#the-link). Braces are never part of a secret, so it opens nothing.
 */
export const documentLinkPlaceholder = "{link-made-when-sent}";

/**
 * A due date as the client reads it: "Monday, November 30 at 9:30 AM Toronto time", or on the
 * clock of the zone the client booked in with Toronto's beside it, "Monday, November 30 at 8:00 PM
 * Kolkata time (9:30 AM Toronto time)". AM and PM as everywhere on the site (slot-view.ts).
 */
export function formatDue(ms: number, clientZone?: string | null): string {
  const at = (zone: string, withDay: boolean) =>
    `${withDay ? `${dayLabel(zone, ms)} at ` : ""}${clockLabel(zone, ms)} ${placeOf(zone)} time`;
  const firmWords = at(timeZone, true);
  if (!clientZone || clientZone === timeZone || !isKnownTimeZone(clientZone)) return firmWords;
  const sameDay = dateIn(clientZone, ms) === dateIn(timeZone, ms);
  if (sameDay && clockLabel(clientZone, ms) === clockLabel(timeZone, ms)) return firmWords;
  return `${at(clientZone, true)} (${at(timeZone, !sameDay)})`;
}

function stillNeeded(context: DocumentEmailContext): string[] {
  return context.items
    .filter((i) => !i.optional && (i.state === "missing" || i.state === "returned"))
    .map(
      (i) => `  - ${i.label}${i.state === "returned" ? " (sent back: please send it again)" : ""}`,
    );
}

type Extra = { link?: string; itemLabel?: string; reason?: string; signature?: string };

/**
 * The client's page, linked in every e-mail that asks for a document (docs/DOCUMENTS.md#the-link):
 * stored with the placeholder, made into a fresh link as the e-mail is sent, so it works whichever
 * e-mail the client finds and after "E-mail a new link". Without a link (never stored so), the
 * reply that gets one.
 */
function pageLink(extra: Extra, lead: string): string[] {
  if (!extra.link)
    return ["Reply to this e-mail and we will send you a link to your private page."];
  return [
    lead,
    "",
    extra.link,
    "",
    "The link is personal: please do not forward it. If it no longer works, reply to this e-mail and we will send a new one.",
  ];
}

/** What every e-mail to the client shares: the greeting, the due date, the signature, the request. */
interface CommonLines {
  hello: string;
  due: string;
  sign: string;
  request: string;
}

/** One composer per kind of e-mail. */
const composers: Record<
  Kind,
  (context: DocumentEmailContext, extra: Extra, common: CommonLines) => ComposedEmail
> = {
  request: (context, extra, { hello, due, sign, request }) => ({
    recipient: context.clientEmail,
    subject: `Documents we need: ${context.request.title} (${request})`,
    body: [
      hello,
      "",
      `To prepare your matter (${context.request.title}), we need the documents listed on this secure page:`,
      "",
      extra.link ?? "",
      "",
      due,
      "",
      "On the page you can take a photo of each document with your phone or choose a file (PDF, JPEG, PNG, HEIC, WebP or Word). If your connection drops, the upload continues where it stopped. The link is personal: please do not forward it. No account or password is needed.",
      "",
      "What we ask for:",
      ...context.items.map((i) => `  - ${i.label}${i.optional ? " (if you have it)" : ""}`),
      "",
      "If you did not expect this e-mail, ignore it or reply to tell us.",
      sign,
    ].join("\n"),
  }),
  receipt: (context, extra, { hello, sign, request }) => {
    const received = context.items.flatMap((i) => i.files.map((f) => `  - ${f} (${i.label})`));
    const needed = stillNeeded(context);
    const progress = checklistProgress(context.items);
    return {
      recipient: context.clientEmail,
      subject: `We received your documents (${request})`,
      body: [
        hello,
        "",
        "Thank you. These files have reached us safely:",
        ...received,
        "",
        ...(needed.length
          ? [
              `${progress.sentence} Still needed:`,
              ...needed,
              "",
              ...pageLink(extra, "Send them from your private page:"),
            ]
          : [
              // The page's own sentence (docs/DOCUMENTS.md#the-clients-page): "everything we need is
              // here" only counts what is required, and an optional item still open is named as such.
              `${progress.sentence} We will tell you if anything needs to be sent again.`,
              ...(progress.optionalOpen
                ? ["", ...pageLink(extra, "Your private page, to send more:")]
                : []),
            ]),
        sign,
      ].join("\n"),
    };
  },
  returned: (context, extra, { hello, sign, request }) => ({
    recipient: context.clientEmail,
    subject: `Please send one document again (${request})`,
    body: [
      hello,
      "",
      `We looked at what you sent for "${extra.itemLabel ?? ""}" and need it again:`,
      "",
      `  ${extra.reason ?? ""}`,
      "",
      ...pageLink(extra, "Send it again from your private page:"),
      sign,
    ].join("\n"),
  }),
  "malware-client": (context, extra, { hello, sign, request }) => ({
    recipient: context.clientEmail,
    subject: `A file you sent could not be accepted (${request})`,
    body: [
      hello,
      "",
      `Our virus scanner found something harmful in a file you sent for "${extra.itemLabel ?? ""}", so we deleted it without opening it. Your device may be infected: please check it with an up-to-date antivirus program, then send a clean copy (a photo of the paper document works too).`,
      "",
      ...pageLink(extra, "Send the clean copy from your private page:"),
      sign,
    ].join("\n"),
  }),
  "malware-staff": (context, extra, { request }) => ({
    recipient: context.staffEmail,
    subject: `Virus found in an uploaded document (${request}, inquiry #${context.request.messageId})`,
    body: [
      `The malware scanner found "${extra.signature ?? "a threat"}" in a file uploaded for "${extra.itemLabel ?? ""}" on ${request} (inquiry #${context.request.messageId}).`,
      "",
      "The file was deleted without being opened by anyone, and the client has been asked to send a clean copy.",
      "",
      `${context.siteUrl}/desk/inquiries/${context.request.messageId}`,
    ].join("\n"),
  }),
  reminder: (context, extra, { hello, due, sign, request }) => ({
    recipient: context.clientEmail,
    subject: `Reminder: documents due ${context.request.dueAt ? formatDue(context.request.dueAt, context.clientTimeZone) : "soon"} (${request})`,
    body: [
      hello,
      "",
      `A reminder that we still need these documents for your matter (${context.request.title}):`,
      ...stillNeeded(context),
      "",
      due,
      "",
      ...pageLink(extra, "Send them from your private page:"),
      sign,
    ].join("\n"),
  }),
};

export function composeDocumentEmail(
  kind: Kind,
  context: DocumentEmailContext,
  extra: Extra,
): ComposedEmail {
  return composers[kind](context, extra, {
    hello: context.firstName ? `Hello ${context.firstName},` : "Hello,",
    due: context.request.dueAt
      ? `Please send them by ${formatDue(context.request.dueAt, context.clientTimeZone)}.`
      : "Please send them as soon as you can.",
    sign: ["", `${context.firmName}`, context.siteUrl].join("\n"),
    request: `Request #${context.request.id}`,
  });
}
