import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  docx,
  hasGpsMetadata,
  htmlPage,
  jpegWithGps,
  pdf,
  svgDrawing,
  windowsProgram,
} from "../../tests/support/document-files";
import { ArrivalRefused, checkArrival } from "./document-arrival.server";

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
