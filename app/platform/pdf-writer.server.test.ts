import { inflateSync } from "node:zlib";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfSafe, pdfWriter } from "./pdf-writer.server";

/** Each line drawn, page by page: its x and y (pdf-lib's text matrix) and its text. */
function drawnLines(bytes: Uint8Array) {
  const raw = Buffer.from(bytes).toString("latin1");
  const pages: { x: number; y: number; text: string }[][] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1] ?? "", "latin1");
    try {
      body = inflateSync(body);
    } catch {
      continue;
    }
    const lines = [
      ...body.toString("latin1").matchAll(/1 0 0 1 ([\d.]+) ([\d.-]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g),
    ].map(([, x, y, hex]) => ({
      x: Number(x),
      y: Number(y),
      text: Buffer.from(hex ?? "", "hex").toString("latin1"),
    }));
    if (lines.length) pages.push(lines);
  }
  return pages;
}

const layout = {
  margin: 50,
  size: 10,
  leading: 1.5,
  after: 0,
  colours: { ink: rgb(0, 0, 0), muted: rgb(0.4, 0.4, 0.4) },
} as const;

describe("the PDF writer", () => {
  it("keeps what the standard fonts can draw and writes anything else as ?", () => {
    expect(pdfSafe("Café – “quoted” € 5\tnext")).toBe("Café – “quoted” € 5 next");
    expect(pdfSafe("東京 🙂 Ω")).toBe("?? ? ?");
    expect(pdfSafe("two\nlines")).toBe("two\nlines");
  });

  it("wraps a paragraph to the page's width, word by word, runs of spaces as one", async () => {
    const doc = await PDFDocument.create();
    const w = await pdfWriter(doc, layout);
    w.newPage();
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    w.text(words.join("  "), { indent: 20 });
    const [page] = drawnLines(await doc.save());
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const width = 612 - 2 * layout.margin - 20;
    expect(page?.length).toBeGreaterThan(5);
    for (const line of page ?? []) {
      expect(line.x).toBe(layout.margin + 20);
      expect(font.widthOfTextAtSize(line.text, 10)).toBeLessThanOrEqual(width);
    }
    // Every word once, in order, and each line as full as the next word allows.
    expect(page?.map((l) => l.text).join(" ")).toBe(words.join(" "));
    for (const [i, line] of (page ?? []).slice(0, -1).entries()) {
      const nextWord = page?.[i + 1]?.text.split(" ")[0];
      expect(font.widthOfTextAtSize(`${line.text} ${nextWord}`, 10)).toBeGreaterThan(width);
    }
  });

  it("carries on to a new page, with its footer, when the next line would not fit", async () => {
    const doc = await PDFDocument.create();
    const w = await pdfWriter(doc, {
      ...layout,
      footer: { text: "Footer · page", y: 20, size: 8, tone: "muted" },
    });
    w.newPage();
    for (let i = 0; i < 80; i++) w.text(`Line ${i}`, { color: i % 2 ? "muted" : "ink" });
    const pages = drawnLines(await doc.save());
    expect(doc.getPageCount()).toBe(pages.length);
    expect(pages.length).toBe(2);
    const lead = layout.size * layout.leading;
    for (const lines of pages) {
      const [footer, ...body] = lines;
      expect(footer).toMatchObject({ text: "Footer · page", y: 20 });
      // The first line hangs from the top margin; every line's box stays above the bottom one.
      expect(body[0]?.y).toBe(792 - layout.margin - layout.size);
      for (const line of body) expect(line.y + layout.size - lead).toBeGreaterThanOrEqual(50);
    }
    expect(pages.flatMap(([, ...body]) => body.map((l) => l.text))).toEqual(
      Array.from({ length: 80 }, (_, i) => `Line ${i}`),
    );
  });

  it("numbers the pages at their foot once all are written", async () => {
    const doc = await PDFDocument.create();
    const w = await pdfWriter(doc, { ...layout, after: 2 });
    w.newPage();
    for (let i = 0; i < 60; i++) w.text(`Line ${i}`);
    w.numberPages((n, total) => `Page ${n} of ${total}`);
    const pages = drawnLines(await doc.save());
    expect(pages.map((lines) => lines.at(-1))).toEqual([
      { x: 50, y: 25, text: "Page 1 of 2" },
      { x: 50, y: 25, text: "Page 2 of 2" },
    ]);
  });
});
