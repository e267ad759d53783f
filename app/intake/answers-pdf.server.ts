/**
 * A questionnaire's answers as a PDF (docs/INTAKE.md#in-the-desk), made on the server with pdf-lib
 * (docs/decisions/031-intake-and-engagement.md): A4-wide Letter pages, the firm's name, the
 * client, each section's questions and answers, page numbers. The standard PDF fonts encode
 * Windows-1252 only, so a character outside it is written as "?" (the JSON export keeps every
 * character).
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { isGroup, type ReportLine, type ReportSection } from "./answer-report";

const cp1252Extra = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
/** Text the standard fonts can draw: Latin-1 and Windows-1252's extras; anything else is "?". */
export function pdfSafe(text: string): string {
  return [...text.replace(/\t/g, " ")]
    .map((c) =>
      c === "\n" ||
      (c >= " " && c <= "~") ||
      (c >= "\u00a0" && c <= "\u00ff") ||
      cp1252Extra.includes(c)
        ? c
        : "?",
    )
    .join("");
}

const PAGE = { width: 612, height: 792, margin: 56 };

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly ink: RGB,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Wrapped text; starts a new page when the next line would not fit. */
  text(
    value: string,
    options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = PAGE.margin + (options.indent ?? 0);
    const width = PAGE.width - PAGE.margin - x;
    for (const paragraph of pdfSafe(value).split("\n")) {
      let line = "";
      const flush = () => {
        if (this.y < PAGE.margin + size) this.newPage();
        this.page.drawText(line, { x, y: this.y - size, size, font, color: this.ink });
        this.y -= size * 1.35;
        line = "";
      };
      for (const word of paragraph.split(" ")) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          flush();
          line = word;
        } else line = next;
      }
      flush();
    }
    this.y -= options.gap ?? 2;
  }
}

export async function answersPdf(input: {
  firmName: string;
  title: string;
  client: string;
  reference: string;
  report: ReportSection[];
  generatedAt: string;
}): Promise<Uint8Array> {
  // Loaded at the first PDF, not at every server start (docs/PERFORMANCE.md#server-start).
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${input.title}: ${input.client}`));
  doc.setAuthor(pdfSafe(input.firmName));
  doc.setCreator(pdfSafe(input.firmName));
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    rgb(0.07, 0.1, 0.18),
  );
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
    w.y -= 8;
  }
  const pages = doc.getPages();
  for (const [n, page] of pages.entries())
    page.drawText(`Page ${n + 1} of ${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: w.regular,
    });
  return doc.save();
}
