import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  docx,
  hasGpsMetadata,
  htmlPage,
  jpegWithGps,
  pdf,
  svgDrawing,
  windowsProgram,
} from "../../tests/support/document-files";
import {
  encryptedPdf,
  heicBomb,
  hostilePdfText,
  jpegDeclaring,
  pdfWithScripts,
  pngBomb,
  pngDeclaring,
  webpDeclaring,
} from "../../tests/support/hostile-files";
import { ArrivalRefused, checkArrival } from "./document-arrival.server";
import { refusalText } from "./document-messages";
import type { DecodeJob, DecodeOutcome } from "./file-decode-jobs";
import { WorkerQueue } from "./file-decode-queue.server";

const MB = 1_000_000;

function chunked(data: Buffer, size = 16 * 1024): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) parts.push(data.subarray(i, i + size));
  return Readable.from(parts);
}

async function arrive(data: Buffer, max = 10 * MB) {
  const arrival = await checkArrival(chunked(data), max);
  const stored = await buffer(arrival.stream);
  return { ...arrival, stored };
}

async function refusal(data: Buffer | Readable, max = 10 * MB): Promise<ArrivalRefused> {
  try {
    const arrival = await checkArrival(Buffer.isBuffer(data) ? chunked(data) : data, max);
    await buffer(arrival.stream);
  } catch (error) {
    if (error instanceof ArrivalRefused) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("checks on arrival (docs/DOCUMENTS.md#checks-on-arrival)", () => {
  it("accepts a PDF and a Word document as sent, typed by their content", async () => {
    const file = pdf();
    const a = await arrive(file);
    expect(a.mediaType).toBe("application/pdf");
    expect(a.stored.equals(file)).toBe(true);
    const word = docx();
    const b = await arrive(word);
    expect(b.mediaType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(b.stored.equals(word)).toBe(true);
  });

  it("re-encodes a JPEG without its GPS position or camera details", async () => {
    const photo = await jpegWithGps();
    expect(await hasGpsMetadata(photo)).toBe(true);
    const a = await arrive(photo);
    expect(a.mediaType).toBe("image/jpeg");
    expect(a.reencoded).toBe(true);
    expect(await hasGpsMetadata(a.stored)).toBe(false);
    const meta = await sharp(a.stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([320, 240]);
  });

  it("re-encodes PNG and WebP in their own format", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await arrive(png)).mediaType).toBe("image/png");
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    expect((await arrive(webp)).mediaType).toBe("image/webp");
  });

  it("refuses a renamed program, an HTML page and an SVG drawing, naming what they are", async () => {
    expect(await refusal(windowsProgram())).toMatchObject({ reason: "type", detected: "exe" });
    expect(await refusal(htmlPage)).toMatchObject({ reason: "type", detected: "html" });
    expect(await refusal(svgDrawing)).toMatchObject({ reason: "type", detected: "svg" });
    expect(await refusal(Buffer.from("just some text"))).toMatchObject({ reason: "type" });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ reason: "empty" });
  });

  it("refuses an image that does not decode", async () => {
    const photo = await jpegWithGps();
    const broken = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(2000, 7)]);
    expect(await refusal(broken)).toMatchObject({ reason: "unreadable-image" });
  });

  it("stops a file over the limit while it streams, without reading the rest", async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(produced === 64 * 1024 ? pdf() : Buffer.alloc(64 * 1024, 32));
      },
    });
    expect(await refusal(endless, 2 * MB)).toMatchObject({ reason: "too-large" });
    expect(produced).toBeLessThan(3 * MB);
  });
});

describe("HEIC photos (iPhone)", () => {
  it("are decoded and stored as JPEG without their metadata", async () => {
    const { readFileSync } = await import("node:fs");
    const heic = readFileSync(
      new URL("../../tests/fixtures/documents/photo.heic", import.meta.url),
    );
    const a = await arrive(heic);
    expect(a.mediaType).toBe("image/jpeg");
    const meta = await sharp(a.stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 64, 48, undefined]);
  });
});

describe("images decoded within a budget (docs/DOCUMENTS.md#images-decoded-within-a-budget)", () => {
  const queue = new WorkerQueue<DecodeJob, DecodeOutcome>();
  afterAll(() => queue.close());

  it("refuses every bomb from its header, without opening it", async () => {
    const bombs: [string, Buffer][] = [
      [
        "HEIC overlay canvas 16000 × 16000, ispe 64 × 48",
        heicBomb({ derivation: "iovl", canvas: [16000, 16000], ispe: [64, 48] }),
      ],
      [
        "HEIC overlay canvas 16000 × 16000",
        heicBomb({ derivation: "iovl", canvas: [16000, 16000], ispe: [16000, 16000] }),
      ],
      [
        "HEIF grid 70000 × 70000",
        heicBomb({ derivation: "grid", canvas: [70000, 70000], ispe: [64, 64] }),
      ],
      ["HEIC ispe 100000 × 100000", heicBomb({ derivation: "none", ispe: [100000, 100000] })],
      ["PNG IHDR 100000 × 100000", pngDeclaring(100000, 100000)],
      ["JPEG SOF 65500 × 65500", jpegDeclaring(65500, 65500)],
      ["WebP VP8X 16383 × 16383", webpDeclaring(16383, 16383)],
      ["PNG decompression bomb 20000 × 20000", pngBomb(20000, 20000)],
    ];
    for (const [name, bomb] of bombs) {
      const refused = await refusalWith(bomb, queue);
      expect(refused.reason, name).toBe("image-too-large");
    }
    // None reached a decoder: the worker was never given a job.
    expect(queue.jobsStarted).toBe(0);
    expect(refusalText("image-too-large", 25_000_000)).toBe(
      'This picture is too large for us to open: it has more than 50 million pixels. Send it at a smaller size (a phone\'s "large" or "medium" setting, or a scan at 300 dpi), or as a PDF.',
    );
  });

  it("decodes an image of allowed size in the worker", async () => {
    const photo = await jpegWithGps(640, 480);
    const arrival = await checkArrival(chunked(photo), 10 * MB, queue);
    const stored = await buffer(arrival.stream);
    expect(queue.jobsStarted).toBe(1);
    expect(await hasGpsMetadata(stored)).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(640);
  });

  it("refuses a file whose header cannot be read, unopened", async () => {
    const before = queue.jobsStarted;
    const cut = pngDeclaring(10, 10).subarray(0, 20);
    expect((await refusalWith(cut, queue)).reason).toBe("unreadable-image");
    expect(queue.jobsStarted).toBe(before);
  });
});

async function refusalWith(
  data: Buffer,
  queue: WorkerQueue<DecodeJob, DecodeOutcome>,
): Promise<ArrivalRefused> {
  try {
    const arrival = await checkArrival(chunked(data), 25 * MB, queue);
    await buffer(arrival.stream);
  } catch (error) {
    if (error instanceof ArrivalRefused) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

/** Every name and string of every object of a PDF, as pdf-lib reads them. */
async function pdfObjectsText(data: Buffer | Uint8Array): Promise<string> {
  const document = await PDFDocument.load(data, { updateMetadata: false });
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object.toString())
    .join("\n");
}

describe("PDFs without their scripts (docs/DOCUMENTS.md#pdfs-without-their-scripts)", () => {
  const activeContent =
    /\/(JavaScript|JS|OpenAction|AA|Launch|SubmitForm|ImportData|ResetForm)\b|app\.alert/;

  it("removes OpenAction, additional actions, the JavaScript name tree and scripted links, keeping the page", async () => {
    const hostile = pdfWithScripts();
    expect(hostile.toString("latin1")).toMatch(activeContent);
    const arrival = await checkArrival(chunked(hostile), 10 * MB);
    const stored = await buffer(arrival.stream);
    expect(arrival).toMatchObject({ mediaType: "application/pdf", activeContent: "removed" });
    // Neither in the file's bytes nor in any object pdf-lib reads from it.
    expect(stored.toString("latin1")).not.toMatch(activeContent);
    expect(await pdfObjectsText(stored)).not.toMatch(activeContent);
    const document = await PDFDocument.load(stored);
    expect(document.getPageCount()).toBe(1);
    // The page's text and its ordinary web link are still there.
    expect(stored.toString("latin1")).toContain(hostilePdfText);
    expect(stored.toString("latin1")).toContain("https://www.canada.ca/");
  });

  it("keeps a PDF with nothing to remove byte for byte", async () => {
    const plain = pdf("Mortgage commitment");
    const arrival = await checkArrival(chunked(plain), 10 * MB);
    expect(arrival.activeContent).toBe("none");
    expect((await buffer(arrival.stream)).equals(plain)).toBe(true);
  });

  it("keeps an encrypted or damaged PDF as sent, marked unchecked (download only)", async () => {
    const encrypted = encryptedPdf();
    const a = await checkArrival(chunked(encrypted), 10 * MB);
    expect(a.activeContent).toBe("unchecked");
    expect((await buffer(a.stream)).equals(encrypted)).toBe(true);
    const damaged = Buffer.concat([
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R"),
      Buffer.alloc(300, 0x28),
    ]);
    const b = await checkArrival(chunked(damaged), 10 * MB);
    expect(b.activeContent).toBe("unchecked");
  });
});
