/**
 * What the main thread asks the file-opening worker (`file-decode-worker.ts`) and what it answers
 * (docs/DOCUMENTS.md#images-decoded-within-a-budget). Plain data: it crosses threads by
 * structured clone.
 */
import type { PdfActiveContent } from "./pdf-active-content";

export type DecodeJob =
  | {
      kind: "image";
      mediaType: "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/heif";
      storedAs: "image/jpeg" | "image/png" | "image/webp";
      input: Uint8Array;
      /** sharp's `limitInputPixels`, and the most a HEIC may decode to. */
      maxPixels: number;
    }
  | { kind: "pdf"; input: Uint8Array };

/** Why a file was not opened: the same words as the client's refusal codes. */
export type DecodeFailure = "unreadable-image" | "image-too-large" | "failed";

export type DecodeOutcome =
  | { ok: true; kind: "image"; output: Uint8Array }
  | { ok: true; kind: "pdf"; pdf: PdfActiveContent }
  | { ok: false; reason: DecodeFailure };

/**
 * What the worker posts once it has loaded its decoders, before any job: a job's time limit counts
 * from then, so the time a new worker takes to start is never charged to the file it opens.
 */
export const WORKER_READY = "ready";
