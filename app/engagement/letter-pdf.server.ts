/**
 * The signed engagement letter as a PDF (docs/ENGAGEMENT.md#the-signed-pdf), made on the server with
 * pdf-lib (docs/decisions/031-intake-and-engagement.md): the letter's text, the client's typed
 * signature, and an audit page (who, when in UTC and Toronto time, from which address and browser,
 * every event, and the SHA-256 of the letter's text as signed). The countersigned copy is the signed
 * PDF with one more page: the lawyer's countersignature and the trail up to it. Written with the
 * site's one PDF writer (app/platform/pdf-writer.server.ts): a character the standard fonts cannot
 * draw prints as "?".
 */
import type { PDFDocument } from "pdf-lib";
import { firm } from "~/content/firm";
import { formatIsoDate } from "~/lib/domain/dates";
import { firmWallClock } from "~/platform/firm-clock";
import { loadPdfLib, type PdfWriter, pdfSafe, pdfWriter } from "~/platform/pdf-writer.server";
import type { LetterEvent } from "./engagement-store.server";
import { type LetterTerms, letterSections } from "./letter";

/** The letter's text in two colours: ink, and muted for what supports it. */
type Writer = PdfWriter<"muted">;

async function writer(doc: PDFDocument, footer: string): Promise<Writer> {
  const { rgb } = await loadPdfLib();
  return pdfWriter(doc, {
    margin: 60,
    size: 10.5,
    leading: 1.4,
    after: 0,
    colours: { ink: rgb(0.1, 0.12, 0.2), muted: rgb(0.35, 0.37, 0.45) },
    footer: { text: footer, y: 30, size: 8, tone: "muted" },
  });
}

/** "2026-11-29 14:05:09 UTC" */
export function utcTime(ms: number): string {
  return `${new Date(ms)
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d{3}Z$/, "")} UTC`;
}

/** "2026-11-29 09:05:09 Toronto time" on the firm's clock (app/platform/firm-clock.ts). */
export function torontoTime(ms: number): string {
  const t = firmWallClock(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${t.year}-${p(t.month)}-${p(t.day)} ${p(t.hour)}:${p(t.minute)}:${p(t.second)} Toronto time`;
}

export interface AuditEventLine {
  kind: string;
  at: number;
  who: string;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
}

const clientSteps = new Set(["opened", "code-failed", "code-verified", "consented", "signed"]);

/** A letter's events as its audit page lists them, each with who did it: the client, a staff member by name, or the site. */
export function auditTrail(events: readonly LetterEvent[]): AuditEventLine[] {
  return events.map((e) => ({
    kind: e.kind,
    at: e.at,
    who: e.staffName || (clientSteps.has(e.kind) ? "the client" : "the firm's website"),
    ip: e.ip,
    userAgent: e.userAgent,
    detail: e.detail,
  }));
}

const eventWords: Record<string, string> = {
  prepared: "Letter prepared",
  edited: "Letter edited",
  sent: "Letter sent by e-mail",
  opened: "Link opened",
  "code-sent": "One-time code e-mailed",
  "code-failed": "Wrong code entered",
  "code-verified": "One-time code verified",
  consented: "Consented to sign electronically",
  signed: "Signed",
  countersigned: "Countersigned",
  revoked: "Link turned off",
  reminded: "Reminder to sign e-mailed",
  stalled: "Flagged for staff: no answer after two reminders",
};

function auditEvents(w: Writer, events: readonly AuditEventLine[]) {
  for (const e of events) {
    w.space(60);
    w.text(`${eventWords[e.kind] ?? e.kind} — ${e.who}`, { bold: true, size: 10 });
    w.text(`${utcTime(e.at)}  |  ${torontoTime(e.at)}`, { size: 9, indent: 12 });
    if (e.ip || e.userAgent)
      w.text(`From ${e.ip ?? "unknown address"}, browser: ${e.userAgent ?? "not given"}`, {
        size: 9,
        indent: 12,
        color: "muted",
      });
    if (e.detail) w.text(e.detail, { size: 9, indent: 12, color: "muted" });
    w.gap(4);
  }
}

export interface SignedLetterInput {
  letterId: number;
  version: number;
  terms: LetterTerms;
  clientEmail: string;
  signedName: string;
  signedAt: number;
  ip: string;
  userAgent: string;
  textSha256: string;
  events: readonly AuditEventLine[];
}

/** The letter, the signature, the audit page. Returns the PDF's bytes. */
export async function signedLetterPdf(input: SignedLetterInput): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const { terms } = input;
  doc.setTitle(pdfSafe(`${terms.title} — letter #${input.letterId}`));
  doc.setAuthor(pdfSafe(firm.name));
  doc.setSubject(`Letter text SHA-256 ${input.textSha256}`);
  doc.setCreationDate(new Date(input.signedAt));
  doc.setModificationDate(new Date(input.signedAt));
  const w = await writer(
    doc,
    `${firm.name} · engagement letter #${input.letterId}, version ${input.version}`,
  );
  w.newPage();
  w.text(firm.name, { bold: true, size: 12 });
  w.text(
    `${firm.address.street}, ${firm.address.locality}, ${firm.address.region} ${firm.address.postalCode}`,
    { size: 9, color: "muted" },
  );
  w.gap(12);
  w.text(terms.title, { bold: true, size: 16 });
  w.text(`For ${terms.clientName} · ${formatIsoDate(terms.date)}`, { size: 10, color: "muted" });
  w.gap(8);
  for (const section of letterSections(terms)) {
    w.space(40);
    w.gap(4);
    w.text(section.heading, { bold: true, size: 12 });
    for (const p of section.paragraphs) {
      w.text(p);
      w.gap(3);
    }
    for (const item of section.items ?? []) w.text(`•  ${item}`, { indent: 10 });
  }
  w.space(110);
  w.gap(16);
  w.text("Signed electronically by the client", { bold: true, size: 12 });
  w.text(`/s/ ${input.signedName}`, { size: 16 });
  w.text(`${input.signedName}, ${utcTime(input.signedAt)} (${torontoTime(input.signedAt)})`, {
    size: 9,
    color: "muted",
  });

  w.newPage();
  w.text("Audit page", { bold: true, size: 16 });
  w.gap(4);
  w.text(`Engagement letter #${input.letterId}, version ${input.version}: ${terms.title}`);
  w.text(`Client: ${terms.clientName} <${input.clientEmail}>`);
  w.text(
    `Signed by typing the name "${input.signedName}" on ${utcTime(input.signedAt)} (${torontoTime(input.signedAt)}), from address ${input.ip}, browser: ${input.userAgent}.`,
  );
  w.text(
    "Identity: the private link e-mailed to the address above, then a one-time code e-mailed to the same address.",
  );
  w.gap(6);
  w.text("SHA-256 of the letter's text as signed:", { bold: true });
  w.text(input.textSha256, { size: 9.5 });
  w.text(
    "The firm records this value and the SHA-256 of this PDF file as issued; its desk checks any copy against them, byte for byte.",
    { size: 9, color: "muted" },
  );
  w.gap(8);
  w.text("Events", { bold: true, size: 12 });
  auditEvents(w, input.events);
  return doc.save({ useObjectStreams: false });
}

/** The signed PDF with the lawyer's countersignature page added; the signed pages stay as they are. */
export async function countersignedLetterPdf(input: {
  signedPdf: Uint8Array;
  letterId: number;
  signedSha256: string;
  lawyerName: string;
  at: number;
  events: readonly AuditEventLine[];
}): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  const doc = await PDFDocument.load(input.signedPdf, { updateMetadata: false });
  doc.setModificationDate(new Date(input.at));
  const w = await writer(doc, `${firm.name} · engagement letter #${input.letterId}, countersigned`);
  w.newPage();
  w.text("Countersignature", { bold: true, size: 16 });
  w.gap(6);
  w.text(
    `Accepted for ${firm.name} by ${input.lawyerName}, the lawyer responsible for this matter.`,
  );
  w.text(`/s/ ${input.lawyerName}`, { size: 16 });
  w.text(`${utcTime(input.at)} (${torontoTime(input.at)})`, { size: 9, color: "muted" });
  w.gap(6);
  w.text("SHA-256 of the PDF the client signed (the pages before this one, as issued):", {
    bold: true,
  });
  w.text(input.signedSha256, { size: 9.5 });
  w.gap(8);
  w.text("Events", { bold: true, size: 12 });
  auditEvents(w, input.events);
  return doc.save({ useObjectStreams: false });
}
