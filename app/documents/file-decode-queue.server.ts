/**
 * Opening clients' files one at a time, off the main thread (docs/DOCUMENTS.md#images-decoded-within-a-budget).
 * Each job runs in a worker thread (`node:worker_threads`) with its own V8 heap limits
 * (`resourceLimits`) and a time limit: a file that makes the decoder run away stalls or exhausts
 * only that thread, which is ended and replaced, while the main thread goes on answering every
 * other request (`/healthz` included). Jobs wait in a queue so that only one file is ever being
 * opened per process, however many arrive at once. The worker ends itself after a while with
 * nothing to do, returning its memory.
 */
import { existsSync } from "node:fs";
import { type ResourceLimits, Worker } from "node:worker_threads";
import type { DecodeJob, DecodeOutcome } from "./file-decode-jobs";

export type QueueFailure = "timeout" | "out-of-memory" | "crashed";

export type QueueResult<Outcome> = { ok: true; value: Outcome } | { ok: false; why: QueueFailure };

export interface WorkerQueueOptions {
  /** How to start the worker: a script, or code (for tests). Defaults to the file-opening worker. */
  source?: { url: URL } | { code: string };
  /** The longest one job may take before its worker is ended. */
  timeoutMs?: number;
  resourceLimits?: ResourceLimits;
  /** How long an idle worker is kept for the next job. */
  idleMs?: number;
}

/** 30 s: a 48-megapixel photo decodes in a few seconds on a slow machine. */
export const DECODE_TIMEOUT_MS = 30_000;

/**
 * The worker's V8 limits. They bound what JavaScript allocates (pdf-lib's objects for a PDF,
 * libheif's output array); libvips' and WebAssembly's own buffers are bounded by the pixel limit
 * read from the header before anything is decoded (image-dimensions.ts).
 */
export const DECODE_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  codeRangeSizeMb: 32,
  stackSizeMb: 4,
};

/** Where the worker's script is: beside the compiled server, or its TypeScript source. */
function defaultSource(): { url: URL } | { code: string } {
  const here = import.meta.url;
  const built = new URL(["./file-decode-worker", "js"].join("."), here);
  if (!/\.ts(\?.*)?$/.test(here) && existsSync(built)) return { url: built };
  // Running from source (tests, `npm run dev`): tsx compiles the worker as it loads it.
  const source = new URL(["./file-decode-worker", "ts"].join("."), here.replace(/\?.*$/, ""));
  return {
    code: `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`,
  };
}

export class WorkerQueue<Job, Outcome> {
  private worker: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly online = new WeakSet<Worker>();
  private readonly source: { url: URL } | { code: string };
  private readonly timeoutMs: number;
  private readonly limits: ResourceLimits;
  private readonly idleMs: number;
  /** Jobs handed to a worker so far (tests check that a refused file never got this far). */
  jobsStarted = 0;
  workersStarted = 0;

  constructor(options: WorkerQueueOptions = {}) {
    this.source = options.source ?? defaultSource();
    this.timeoutMs = options.timeoutMs ?? DECODE_TIMEOUT_MS;
    this.limits = options.resourceLimits ?? DECODE_RESOURCE_LIMITS;
    this.idleMs = options.idleMs ?? 60_000;
  }

  /** Runs a job after every job queued before it; never rejects. */
  run(job: Job): Promise<QueueResult<Outcome>> {
    const result = this.tail.then(() => this.runNow(job));
    this.tail = result;
    return result;
  }

  /** Ends the worker (at shutdown, or in tests). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const options = { resourceLimits: this.limits, stdout: false, stderr: false };
    const worker =
      "url" in this.source
        ? new Worker(this.source.url, options)
        : new Worker(this.source.code, { ...options, eval: true });
    this.workersStarted++;
    // An idle worker never keeps the process from exiting.
    worker.unref();
    worker.on("error", () => {});
    worker.once("online", () => this.online.add(worker));
    worker.once("exit", () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }

  private runNow(job: Job): Promise<QueueResult<Outcome>> {
    clearTimeout(this.idleTimer);
    this.worker ??= this.start();
    const worker = this.worker;
    this.jobsStarted++;
    return new Promise<QueueResult<Outcome>>((resolve) => {
      let settled = false;
      const finish = (result: QueueResult<Outcome>, end: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off("online", startClock);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (end) {
          if (this.worker === worker) this.worker = undefined;
          void worker.terminate();
        } else {
          this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
          this.idleTimer.unref();
        }
        resolve(result);
      };
      const onMessage = (value: Outcome) => finish({ ok: true, value }, false);
      const onError = (error: Error & { code?: string }) =>
        finish(
          {
            ok: false,
            why: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "crashed",
          },
          true,
        );
      const onExit = () => finish({ ok: false, why: "crashed" }, true);
      // The time limit counts from when the worker is running, not while a new one boots.
      let timer: NodeJS.Timeout | undefined;
      const startClock = () => {
        if (!settled)
          timer = setTimeout(() => finish({ ok: false, why: "timeout" }, true), this.timeoutMs);
      };
      if (this.online.has(worker)) startClock();
      else worker.once("online", startClock);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage(job);
    });
  }
}

/** The process's one queue for opening clients' files. */
let shared: WorkerQueue<DecodeJob, DecodeOutcome> | undefined;

export function fileDecodeQueue(): WorkerQueue<DecodeJob, DecodeOutcome> {
  shared ??= new WorkerQueue<DecodeJob, DecodeOutcome>();
  return shared;
}
