/**
 * Opening clients' files one at a time, off the main thread (docs/DOCUMENTS.md#images-decoded-within-a-budget).
 * Each job runs in a worker thread (`node:worker_threads`) with its own V8 heap limits
 * (`resourceLimits`) and a time limit: a file that makes the decoder run away stalls or exhausts
 * only that thread, which is ended and replaced, while the main thread goes on answering every
 * other request (`/healthz` included). Jobs wait in a queue so that only one file is ever being
 * opened per process, however many arrive at once, and they take turns by whom they are for (a
 * document request): one request's files wait behind every other request's next file, so one link
 * sending several slow files holds up nobody else for more than one file's time limit. The worker
 * ends itself after a while with nothing to do, returning its memory.
 */
import { existsSync } from "node:fs";
import { type ResourceLimits, Worker } from "node:worker_threads";
import { type DecodeJob, type DecodeOutcome, WORKER_READY } from "./file-decode-jobs";

export type QueueFailure = "timeout" | "out-of-memory" | "crashed";

export type QueueResult<Outcome> = { ok: true; value: Outcome } | { ok: false; why: QueueFailure };

export interface WorkerQueueOptions {
  /**
   * How to start the worker: a script, or code (for tests). Defaults to the file-opening worker.
   * The worker posts WORKER_READY once it is loaded, then answers each job with one message.
   */
  source?: { url: URL } | { code: string };
  /** The longest one job may take before its worker is ended. */
  timeoutMs?: number;
  resourceLimits?: ResourceLimits;
  /** How long an idle worker is kept for the next job. */
  idleMs?: number;
}

/** 30 s: a 48-megapixel photo decodes in a few seconds on a slow machine. */
export const DECODE_TIMEOUT_MS = 30_000;

/** How a job is run: whose turn it takes, and its own time limit if not the queue's. */
export interface RunOptions {
  /** Whom the job is for (a document request): jobs of one key take turns with other keys'. */
  key?: string;
  timeoutMs?: number;
}

interface Waiting<Job, Outcome> {
  job: Job;
  timeoutMs: number;
  resolve: (result: QueueResult<Outcome>) => void;
}

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
  /** The jobs waiting, by key, each key's in the order they came. */
  private readonly waiting = new Map<string, Waiting<Job, Outcome>[]>();
  /** The keys whose next job may run, in turn; a key whose job is running is not among them. */
  private readonly turns: string[] = [];
  private running: string | undefined;
  private readonly ready = new WeakSet<Worker>();
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

  /**
   * Runs a job when its turn comes; never rejects. Keys take turns: a key's next job runs after
   * the next job of every key that was waiting when its last one ended, so a key with many jobs
   * waiting delays another key by at most one job. Jobs of one key run in the order they came.
   */
  run(job: Job, options: RunOptions = {}): Promise<QueueResult<Outcome>> {
    const key = options.key ?? "";
    return new Promise((resolve) => {
      const line = this.waiting.get(key);
      const entry = { job, timeoutMs: options.timeoutMs ?? this.timeoutMs, resolve };
      if (line) line.push(entry);
      else this.waiting.set(key, [entry]);
      if (key !== this.running && !this.turns.includes(key)) this.turns.push(key);
      this.next();
    });
  }

  /** Starts the next job in turn, unless one is running. */
  private next(): void {
    if (this.running !== undefined) return;
    const key = this.turns.shift();
    if (key === undefined) return;
    const line = this.waiting.get(key) ?? [];
    const entry = line.shift();
    if (line.length === 0) this.waiting.delete(key);
    if (!entry) {
      this.next();
      return;
    }
    this.running = key;
    void this.runNow(entry.job, entry.timeoutMs).then((result) => {
      this.running = undefined;
      // This key's next job, if any, goes behind every key already waiting.
      if (this.waiting.has(key)) this.turns.push(key);
      entry.resolve(result);
      this.next();
    });
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
    const onReady = (message: unknown) => {
      if (message !== WORKER_READY) return;
      this.ready.add(worker);
      worker.off("message", onReady);
    };
    worker.on("message", onReady);
    worker.once("exit", () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }

  private runNow(job: Job, timeoutMs: number): Promise<QueueResult<Outcome>> {
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
      const onMessage = (value: Outcome | typeof WORKER_READY) => {
        if (value === WORKER_READY) startClock();
        else finish({ ok: true, value }, false);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(
          {
            ok: false,
            why: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "crashed",
          },
          true,
        );
      const onExit = () => finish({ ok: false, why: "crashed" }, true);
      // The time limit counts from when the worker is loaded, not while a new one boots and loads
      // its decoders (pdf-lib), which on a busy machine can take a good part of a PDF's limit.
      let timer: NodeJS.Timeout | undefined;
      const startClock = () => {
        if (!settled && timer === undefined)
          timer = setTimeout(() => finish({ ok: false, why: "timeout" }, true), timeoutMs);
      };
      if (this.ready.has(worker)) startClock();
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
