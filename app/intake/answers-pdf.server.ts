/**
 * A questionnaire's answers as a PDF (docs/INTAKE.md#in-the-desk), made on the server with pdf-lib
 * (docs/decisions/031-intake-and-engagement.md), written with the site's one PDF writer
 * (app/platform/pdf-writer.server.ts): the firm's name, the client, each section's questions and
 * answers, page numbers. A character the standard PDF fonts cannot draw is written as "?" (the JSON
 * export keeps every character).
 */
import { loadPdfLib, pdfSafe, pdfWriter } from "~/platform/pdf-writer.server";
import { isGroup, type ReportLine, type ReportSection } from "./answer-report";

export async function answersPdf(input: {
  firmName: string;
  title: string;
  client: string;
  reference: string;
  report: ReportSection[];
  generatedAt: string;
}): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${input.title}: ${input.client}`));
  doc.setAuthor(pdfSafe(input.firmName));
  doc.setCreator(pdfSafe(input.firmName));
  const w = await pdfWriter(doc, {
    margin: 56,
    size: 10,
    leading: 1.35,
    after: 2,
    colours: { ink: rgb(0.07, 0.1, 0.18) },
  });
  w.newPage();
  w.text(input.firmName, { size: 9 });
  w.text(input.title, { size: 18, bold: true, gap: 4 });
  w.text(`${input.client}. ${input.reference}. Printed ${input.generatedAt}.`, {
    size: 9,
    gap: 14,
  });
  const lines = (ls: ReportLine[], indent = 0) => {
    for (const l of ls) {
      w.text(l.question, { bold: true, indent });
      w.text(l.answer, { indent: indent + 8, gap: 6 });
    }
  };
  for (const section of input.report) {
    w.text(section.title, { size: 13, bold: true, gap: 6 });
    for (const item of section.items) {
      if (!isGroup(item)) {
        lines([item]);
        continue;
      }
      w.text(item.question, { bold: true });
      if (item.entries.length === 0) w.text("None given", { indent: 8, gap: 6 });
      for (const entry of item.entries) {
        w.text(entry.label, { bold: true, indent: 8 });
        lines(entry.lines, 16);
      }
    }
    w.gap(8);
  }
  w.numberPages((n, total) => `Page ${n} of ${total}`);
  return doc.save();
}
