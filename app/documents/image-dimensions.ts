/**
 * An image's size read from its header, before any pixel is decoded (docs/DOCUMENTS.md#images-decoded-within-a-budget).
 * A few hundred bytes can declare a picture of billions of pixels; a decoder asked to open it
 * allocates the whole canvas first. So the size is read from the file's own structure, as each
 * format's specification lays it out, and an image over the limit is refused unopened:
 *
 * - PNG: the IHDR chunk, which must come first (PNG, ISO/IEC 15948 §11.2.2);
 * - JPEG: every start-of-frame (SOFn) segment before the scan (ITU-T T.81 §B.2.2);
 * - WebP: the VP8X canvas and the VP8 / VP8L bitstream headers (RFC 9649 §2.5-2.7);
 * - HEIC/HEIF: every `ispe` property, and the canvas each grid or overlay item declares in its
 *   own data (ISO/IEC 23008-12 §6.5.3, §6.6.2.3, §6.6.2.4), found through the ISO base media file
 *   format's boxes (ISO/IEC 14496-12 §4.2, §8.11). A file can declare a small `ispe` and a huge
 *   overlay canvas: the decoder follows the canvas, so both are read and the largest counts.
 *
 * Pure functions over a buffer: no decoder, no allocation in proportion to the declared size.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export type ImageHeaderType =
  | "image/png"
  | "image/jpeg"
  | "image/webp"
  | "image/heic"
  | "image/heif";

/**
 * The largest picture the file asks a decoder to allocate, or undefined when its header cannot be
 * read (then it is refused as unreadable: a file whose size we cannot tell is not opened).
 */
export function declaredImageSize(data: Uint8Array, type: ImageHeaderType): ImageSize | undefined {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  try {
    switch (type) {
      case "image/png":
        return pngSize(buffer);
      case "image/jpeg":
        return jpegSize(buffer);
      case "image/webp":
        return webpSize(buffer);
      case "image/heic":
      case "image/heif":
        return largest(heifSizes(buffer));
    }
  } catch {
    // A header cut short (RangeError from a read past the end): not readable.
    return undefined;
  }
}

function largest(sizes: ImageSize[]): ImageSize | undefined {
  let best: ImageSize | undefined;
  for (const size of sizes)
    if (!best || size.width * size.height > best.width * best.height) best = size;
  return best;
}

function valid(size: ImageSize): ImageSize | undefined {
  return size.width > 0 && size.height > 0 ? size : undefined;
}

// ------------------------------------------------------------------------------------------ PNG

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): ImageSize | undefined {
  if (!b.subarray(0, 8).equals(pngSignature)) return undefined;
  if (b.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return valid({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
}

// ----------------------------------------------------------------------------------------- JPEG

/** SOF0-3, 5-7, 9-11, 13-15: every frame header; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(b: Buffer): ImageSize | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  const frames: ImageSize[] = [];
  let offset = 2;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return undefined;
    let marker = b[offset + 1]!;
    // Fill bytes (0xFF) may precede a marker (T.81 §B.1.1.2).
    while (marker === 0xff && offset + 2 < b.length) marker = b[++offset + 1]!;
    offset += 2;
    // Markers without a length: TEM and RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or the first scan begins
    const length = b.readUInt16BE(offset);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      // Lines of 0 means "given later by a DNL segment": a size not known up front is refused.
      const size = { height: b.readUInt16BE(offset + 3), width: b.readUInt16BE(offset + 5) };
      if (!valid(size)) return undefined;
      frames.push(size);
    }
    offset += length;
  }
  return largest(frames);
}

// ----------------------------------------------------------------------------------------- WebP

function webpSize(b: Buffer): ImageSize | undefined {
  if (b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP")
    return undefined;
  const sizes: ImageSize[] = [];
  let offset = 12;
  while (offset + 8 <= b.length) {
    const type = b.toString("latin1", offset, offset + 4);
    const length = b.readUInt32LE(offset + 4);
    const data = offset + 8;
    if (type === "VP8X") {
      sizes.push({ width: b.readUIntLE(data + 4, 3) + 1, height: b.readUIntLE(data + 7, 3) + 1 });
    } else if (type === "VP8 ") {
      // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height (RFC 6386 §9.1).
      if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return undefined;
      sizes.push({
        width: b.readUInt16LE(data + 6) & 0x3fff,
        height: b.readUInt16LE(data + 8) & 0x3fff,
      });
    } else if (type === "VP8L") {
      // Signature 0x2F, then 14 bits of width - 1 and 14 bits of height - 1, little-endian.
      if (b[data] !== 0x2f) return undefined;
      const bits = b.readUInt32LE(data + 1);
      sizes.push({ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
    }
    // Chunks are padded to an even length (RFC 9649 §2.2).
    offset = data + length + (length & 1);
  }
  const size = largest(sizes);
  return size && valid(size);
}

// ------------------------------------------------------------------------------------ HEIC/HEIF

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and ends. */
  start: number;
  end: number;
}

/** The boxes laid one after another between start and end (ISO/IEC 14496-12 §4.2). */
function boxes(b: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = b.readUInt32BE(offset);
    const type = b.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      size = Number(b.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end)
      throw new RangeError(`box ${type} runs past its parent`);
    found.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return found;
}

function child(b: Buffer, parent: Box, type: string, skip = 0): Box | undefined {
  return boxes(b, parent.start + skip, parent.end).find((box) => box.type === type);
}

/** Reads an unsigned big-endian integer of 0, 1, 2, 4 or 8 bytes. */
function readSized(b: Buffer, offset: number, bytes: number): number {
  switch (bytes) {
    case 0:
      return 0;
    case 1:
      return b.readUInt8(offset);
    case 2:
      return b.readUInt16BE(offset);
    case 4:
      return b.readUInt32BE(offset);
    case 8:
      return Number(b.readBigUInt64BE(offset));
    default:
      throw new RangeError(`field of ${bytes} bytes`);
  }
}

/** Where each item's data is (iloc, ISO/IEC 14496-12 §8.11.3): its first bytes, up to 64. */
function itemData(b: Buffer, meta: Box): Map<number, Buffer> {
  const found = new Map<number, Buffer>();
  const iloc = child(b, meta, "iloc", 4);
  if (!iloc) return found;
  const idat = child(b, meta, "idat", 4);
  let p = iloc.start;
  const version = b[p]!;
  p += 4;
  const offsetSize = b[p]! >> 4;
  const lengthSize = b[p]! & 15;
  const baseOffsetSize = b[p + 1]! >> 4;
  const indexSize = version === 1 || version === 2 ? b[p + 1]! & 15 : 0;
  p += 2;
  const count = version < 2 ? b.readUInt16BE(p) : b.readUInt32BE(p);
  p += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? b.readUInt16BE(p) : b.readUInt32BE(p);
    p += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = b.readUInt16BE(p) & 15;
      p += 2;
    }
    p += 2; // data_reference_index
    const base = readSized(b, p, baseOffsetSize);
    p += baseOffsetSize;
    const extents = b.readUInt16BE(p);
    p += 2;
    const parts: Buffer[] = [];
    for (let e = 0; e < extents; e++) {
      p += indexSize;
      const offset = readSized(b, p, offsetSize);
      p += offsetSize;
      const length = readSized(b, p, lengthSize);
      p += lengthSize;
      const from = method === 1 && idat ? idat.start + base + offset : base + offset;
      const limit = method === 1 && idat ? idat.end : b.length;
      // A length of 0 means "to the end" (of the file, or of idat).
      const to = Math.min(limit, length === 0 ? limit : from + length, from + 64);
      if (method <= 1 && from < to) parts.push(b.subarray(from, to));
    }
    found.set(id, Buffer.concat(parts).subarray(0, 64));
  }
  return found;
}

/** Item ids and their types (iinf / infe version 2 or 3, ISO/IEC 14496-12 §8.11.6). */
function itemTypes(b: Buffer, meta: Box): Map<number, string> {
  const types = new Map<number, string>();
  const iinf = child(b, meta, "iinf", 4);
  if (!iinf) return types;
  const skip = 4 + (b[iinf.start] === 0 ? 2 : 4);
  for (const infe of boxes(b, iinf.start + skip, iinf.end)) {
    if (infe.type !== "infe") continue;
    const version = b[infe.start]!;
    if (version < 2) continue;
    let p = infe.start + 4;
    const id = version === 2 ? b.readUInt16BE(p) : b.readUInt32BE(p);
    p += version === 2 ? 2 : 4;
    p += 2; // item_protection_index
    types.set(id, b.toString("latin1", p, p + 4));
  }
  return types;
}

/**
 * Every size a HEIF file declares: each `ispe` property, and the output canvas of each grid
 * (`grid`) and overlay (`iovl`) item. Throws when the structure cannot be read; an image with no
 * declared size at all gives an empty list (refused too).
 */
export function heifSizes(b: Buffer): ImageSize[] {
  const top = boxes(b, 0, b.length);
  const meta = top.find((box) => box.type === "meta");
  if (!meta) return [];
  const sizes: ImageSize[] = [];
  const iprp = child(b, meta, "iprp", 4);
  const ipco = iprp && child(b, iprp, "ipco");
  for (const property of ipco ? boxes(b, ipco.start, ipco.end) : []) {
    if (property.type !== "ispe") continue;
    sizes.push({
      width: b.readUInt32BE(property.start + 4),
      height: b.readUInt32BE(property.start + 8),
    });
  }
  const data = itemData(b, meta);
  for (const [id, type] of itemTypes(b, meta)) {
    if (type !== "grid" && type !== "iovl") continue;
    const bytes = data.get(id);
    if (!bytes || bytes.length < 2) throw new RangeError(`${type} item without its data`);
    const large = (bytes[1]! & 1) === 1; // 32-bit fields instead of 16-bit
    // grid: version, flags, rows - 1, columns - 1; iovl: version, flags, four 16-bit fill values.
    const at = type === "grid" ? 4 : 10;
    const width = large ? bytes.readUInt32BE(at) : bytes.readUInt16BE(at);
    const height = large ? bytes.readUInt32BE(at + 4) : bytes.readUInt16BE(at + 2);
    sizes.push({ width, height });
  }
  return sizes.filter((size) => valid(size));
}
