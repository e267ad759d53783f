/**
 * The one way the site writes a PDF's text (pdf-lib, docs/decisions/031-intake-and-engagement.md):
 * US Letter pages, the standard Helvetica faces, text wrapped to the page's width and carried to a
 * new page when the next line does not fit. Used by the questionnaire answers
 * (app/intake/answers-pdf.server.ts) and the engagement letter (app/engagement/letter-pdf.server.ts),
 * each with its own margins, sizes and footer.
 *
 * The standard PDF fonts encode Windows-1252 only, so a character outside it is written as "?"
 * (`pdfSafe`); what the firm keeps as data (the answers' JSON, the letter's text) keeps every
 * character.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";

/**
 * pdf-lib, loaded at the first PDF: importing it costs about a third of a second of CPU, which
 * every start of the server would otherwise pay (docs/PERFORMANCE.md#server-start).
 */
export const loadPdfLib = () => import("pdf-lib");

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

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 };

export interface PdfLayout<Tone extends string> {
  /** Space left clear on every side of the text, in points. */
  margin: number;
  /** The body text's size, in points. */
  size: number;
  /** A line's height, as a multiple of its size. */
  leading: number;
  /** Space added after each `text` call, in points (0: the caller spaces with `gap`). */
  after: number;
  /** The text's colours by name; `ink` is the default. */
  colours: Record<Tone | "ink", RGB>;
  /** A line drawn at the foot of every page as the page is started. */
  footer?: { text: string; y: number; size: number; tone: Tone | "ink" };
}

export interface TextOptions<Tone extends string> {
  size?: number;
  bold?: boolean;
  indent?: number;
  color?: Tone | "ink";
  /** Overrides the layout's space after this text. */
  gap?: number;
}

/** Writes wrapped text down the pages of `doc`, from the top margin of the page it starts. */
export class PdfWriter<Tone extends string = "ink"> {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly layout: PdfLayout<Tone>,
  ) {}

  /** A new page, its footer drawn; writing goes on from its top margin. */
  newPage() {
    const { margin, footer } = this.layout;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - margin;
    if (footer)
      this.page.drawText(pdfSafe(footer.text), {
        x: margin,
        y: footer.y,
        size: footer.size,
        font: this.regular,
        color: this.layout.colours[footer.tone],
      });
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  space(height: number) {
    if (this.y - height < this.layout.margin) this.newPage();
  }

  /** Text wrapped to the page's width, line by line; a new page when the next line does not fit. */
  text(value: string, options: TextOptions<Tone> = {}) {
    const { margin, leading, colours } = this.layout;
    const size = options.size ?? this.layout.size;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * margin - indent;
    const lead = size * leading;
    for (const paragraph of pdfSafe(value).split("\n")) {
      let line = "";
      const flush = () => {
        this.space(lead);
        this.page.drawText(line, {
          x: margin + indent,
          y: this.y - size,
          size,
          font,
          color: colours[options.color ?? "ink"],
        });
        this.y -= lead;
        line = "";
      };
      for (const word of paragraph.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          flush();
          line = word;
        } else line = next;
      }
      flush();
    }
    this.gap(options.gap ?? this.layout.after);
  }

  /** Vertical space, in points. */
  gap(height = 6) {
    this.y -= height;
  }

  /** Puts `label(n, total)` at the foot of every page of the document (after all are written). */
  numberPages(label: (n: number, total: number) => string, size = 8) {
    const pages = this.doc.getPages();
    for (const [i, page] of pages.entries())
      page.drawText(label(i + 1, pages.length), {
        x: this.layout.margin,
        y: this.layout.margin / 2,
        size,
        font: this.regular,
      });
  }
}

/** A writer for `doc` with Helvetica and Helvetica Bold embedded. Call `newPage()` to begin. */
export async function pdfWriter<Tone extends string>(
  doc: PDFDocument,
  layout: PdfLayout<Tone>,
): Promise<PdfWriter<Tone>> {
  const { StandardFonts } = await loadPdfLib();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return new PdfWriter(doc, regular, bold, layout);
}
