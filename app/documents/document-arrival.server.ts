/**
 * What every uploaded file goes through before it is stored (docs/DOCUMENTS.md#checks-on-arrival):
 * a size limit counted as the bytes arrive, its type read from its content (never its name or the
 * type the browser claims) against an allow-list, and images decoded and re-encoded so their
 * metadata (GPS position, camera, dates, thumbnails) is left behind. The file is a stream
 * throughout: only the first bytes are held to read the type, and an image only as long as its
 * decoder needs it (bounded by the per-file limit and the pixel limit).
 */
import { Readable, Transform, type TransformCallback } from "node:stream";
import type sharp from "sharp";
import { type AllowedMediaType, allowedMediaTypes, isAllowedMediaType } from "./document-types";

export type RefusalReason = "too-large" | "type" | "empty" | "unreadable-image";

export class ArrivalRefused extends Error {
  override name = "ArrivalRefused";
  constructor(
    readonly reason: RefusalReason,
    /** What the content turned out to be, for the plain-words message ("an HTML page"). */
    readonly detected?: string,
  ) {
    super(`file refused: ${reason}`);
  }
}

/** Bytes read before deciding the type: enough for a Word file's zip directory entries. */
export const SNIFF_BYTES = 64 * 1024;
/** Images larger than this many pixels are refused rather than decoded (about 12,000 × 8,000). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Counts bytes and stops the stream with ArrivalRefused once more than `max` have arrived. */
export function byteLimit(max: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > max) return done(new ArrivalRefused("too-large"));
      done(null, chunk);
    },
  });
  return Object.assign(stream, { bytes: () => bytes });
}

/** The first bytes of a stream, and a stream that yields everything (those bytes included). */
export async function peek(
  source: Readable,
  size: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const stream = Readable.from(rest(), { objectMode: false });
  // Destroying the combined stream releases the source too (an aborted upload).
  stream.once("close", () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head, stream };
}

/** The type read from a file's first bytes, or undefined when it is not one we accept. */
export async function detectType(
  head: Buffer,
): Promise<{ allowed?: AllowedMediaType; detected?: string }> {
  // Loaded at the first file, not at every server start (docs/PERFORMANCE.md#server-start).
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(head);
  if (!type || type.ext === "xml") {
    // Text formats have no magic number; name the dangerous ones so the message is plain.
    const text = head.subarray(0, 4096).toString("utf8").trimStart().toLowerCase();
    if (/^(<!doctype html|<html|<head|<body|<script)/.test(text)) return { detected: "html" };
    if (/<svg[\s>]/.test(text)) return { detected: "svg" };
    return { detected: type?.ext };
  }
  if (isAllowedMediaType(type.mime)) return { allowed: type.mime, detected: type.ext };
  return { detected: type.ext };
}

export interface Arrival {
  /** The type of what is stored (an HEIC photo is stored as JPEG). */
  mediaType: AllowedMediaType;
  /** The stream to store: the file as sent, or the re-encoded image. */
  stream: Readable;
  /** Bytes of the file as sent, once `stream` has ended. */
  originalBytes: () => number;
  reencoded: boolean;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks a file as it arrives. Rejects with ArrivalRefused (too large, a type we do not accept,
 * empty) as soon as that is known; otherwise resolves with the stream to encrypt and store, which
 * itself fails with ArrivalRefused if the size limit is passed later on.
 */
export async function checkArrival(source: Readable, maxBytes: number): Promise<Arrival> {
  const limit = byteLimit(maxBytes);
  source.once("error", (error) => limit.destroy(error));
  source.pipe(limit);
  const { head, stream } = await peek(limit, SNIFF_BYTES);
  if (head.length === 0) throw new ArrivalRefused("empty");
  const { allowed, detected } = await detectType(head);
  if (!allowed) {
    stream.destroy();
    throw new ArrivalRefused("type", detected);
  }
  const spec = allowedMediaTypes[allowed];
  if (spec.kind !== "image")
    return { mediaType: allowed, stream, originalBytes: limit.bytes, reencoded: false };

  // Images: decoded and written anew. sharp keeps no metadata unless asked to (withMetadata),
  // and rotate() first applies the EXIF orientation so the picture stays the right way up.
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" as const };
  const { default: sharp } = await import("sharp");
  let image: sharp.Sharp;
  if (allowed === "image/heic" || allowed === "image/heif") {
    // sharp's own libheif reads AVIF only (HEVC is not in its build): decode with libheif's
    // WebAssembly build, then encode the pixels as JPEG.
    const { default: decode } = await import("heic-decode");
    let pixels: { width: number; height: number; data: ArrayLike<number> };
    try {
      const input = await collect(stream);
      pixels = await decode({ buffer: input });
    } catch (error) {
      if (error instanceof ArrivalRefused) throw error;
      throw new ArrivalRefused("unreadable-image", "heic");
    }
    if (pixels.width * pixels.height > MAX_IMAGE_PIXELS)
      throw new ArrivalRefused("unreadable-image", "heic");
    image = sharp(Buffer.from(pixels.data as Uint8ClampedArray), {
      ...options,
      raw: { width: pixels.width, height: pixels.height, channels: 4 },
    });
  } else {
    image = sharp(options);
    stream.once("error", (error) => image.destroy(error));
    stream.pipe(image);
  }
  image.rotate();
  const output =
    spec.storedAs === "image/png"
      ? image.png()
      : spec.storedAs === "image/webp"
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90, mozjpeg: true });
  // Decoding errors surface on the output stream; they mean the image is not readable.
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      done(null, chunk);
    },
  });
  output.once("error", (error) =>
    checked.destroy(
      error instanceof ArrivalRefused ? error : new ArrivalRefused("unreadable-image", spec.label),
    ),
  );
  output.pipe(checked);
  return {
    mediaType: spec.storedAs,
    stream: checked,
    originalBytes: limit.bytes,
    reencoded: true,
  };
}
