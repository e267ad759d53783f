/**
 * The worker thread that opens a client's file (docs/DOCUMENTS.md#images-decoded-within-a-budget):
 * images decoded and written anew, PDFs cleared of their scripts. It runs apart from the server's
 * main thread, with its own memory limits and a time limit set by `file-decode-queue.server.ts`,
 * so a hostile file can stall or exhaust only this thread, which is then ended; the server keeps
 * answering. Built as its own file next to the server (scripts/build-server.mjs).
 */
import { parentPort } from "node:worker_threads";
import { type DecodeJob, type DecodeOutcome, WORKER_READY } from "./file-decode-jobs";
import { removePdfActiveContent } from "./pdf-active-content";

async function decodeImage(job: Extract<DecodeJob, { kind: "image" }>): Promise<DecodeOutcome> {
  const { default: sharp } = await import("sharp");
  // Nothing of one client's image stays in libvips' cache for the next one.
  sharp.cache(false);
  const options = { limitInputPixels: job.maxPixels, failOn: "error" as const };
  let image: import("sharp").Sharp;
  if (job.mediaType === "image/heic" || job.mediaType === "image/heif") {
    // sharp's own libheif reads AVIF only (HEVC is not in its build): decode with libheif's
    // WebAssembly build, then encode the pixels as JPEG.
    const { default: decode } = await import("heic-decode");
    let pixels: { width: number; height: number; data: Uint8ClampedArray };
    try {
      pixels = await decode({ buffer: job.input });
    } catch {
      return { ok: false, reason: "unreadable-image" };
    }
    if (pixels.width * pixels.height > job.maxPixels)
      return { ok: false, reason: "image-too-large" };
    const raw = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
    image = sharp(raw, {
      ...options,
      raw: { width: pixels.width, height: pixels.height, channels: 4 },
    });
  } else {
    image = sharp(job.input, options);
  }
  // sharp keeps no metadata unless asked to (withMetadata), and rotate() first applies the EXIF
  // orientation so the picture stays the right way up.
  image.rotate();
  const output =
    job.storedAs === "image/png"
      ? image.png()
      : job.storedAs === "image/webp"
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90, mozjpeg: true });
  try {
    const data = await output.toBuffer();
    return {
      ok: true,
      kind: "image",
      output: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, reason: tooLarge ? "image-too-large" : "unreadable-image" };
  }
}

async function run(job: DecodeJob): Promise<DecodeOutcome> {
  if (job.kind === "image") return decodeImage(job);
  return { ok: true, kind: "pdf", pdf: await removePdfActiveContent(job.input) };
}

// Answers are copied to the main thread rather than transferred: sharp's output buffers live
// outside V8's heap and cannot always be moved.
parentPort?.on("message", (job: DecodeJob) => {
  run(job).then(
    (outcome) => parentPort?.postMessage(outcome),
    () => parentPort?.postMessage({ ok: false, reason: "failed" } satisfies DecodeOutcome),
  );
});

// Loaded (pdf-lib with it; sharp and libheif load with the first image): the clock may start.
parentPort?.postMessage(WORKER_READY);
