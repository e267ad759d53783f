import { afterEach, describe, expect, it } from "vitest";
import { WorkerQueue } from "./file-decode-queue.server";

/** Worker code for the tests: each job names what the worker does with it. */
const behaviours = `
const { parentPort } = require("node:worker_threads");
let inFlight = 0;
parentPort.postMessage("ready");
parentPort.on("message", (job) => {
  inFlight++;
  if (job === "spin") for (;;) {}
  if (job === "hoard") { const kept = []; for (;;) kept.push(new Array(100000).fill(Math.random())); }
  if (job === "exit") process.exit(3);
  setImmediate(() => { parentPort.postMessage({ echo: job, inFlight }); inFlight--; });
});
`;

const queues: WorkerQueue<string, { echo: string; inFlight: number }>[] = [];
function queue(timeoutMs = 60_000) {
  const q = new WorkerQueue<string, { echo: string; inFlight: number }>({
    source: { code: behaviours },
    timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
  });
  queues.push(q);
  return q;
}
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.close()));
});

describe("files opened off the main thread, one at a time (docs/DOCUMENTS.md#images-decoded-within-a-budget)", () => {
  it("runs jobs one after another, never two at once in the worker", async () => {
    const q = queue();
    const results = await Promise.all(["a", "b", "c"].map((job) => q.run(job)));
    expect(results).toEqual([
      { ok: true, value: { echo: "a", inFlight: 1 } },
      { ok: true, value: { echo: "b", inFlight: 1 } },
      { ok: true, value: { echo: "c", inFlight: 1 } },
    ]);
    expect(q.workersStarted).toBe(1);
  });

  it("keeps the main thread answering while a job runs away, and ends it at the time limit", async () => {
    const q = queue(60_000);
    const running = q.run("spin");
    let finished = false;
    void running.then(() => {
      finished = true;
    });
    // The main thread's event loop turns again and again while the worker spins.
    let turns = 0;
    const turn = setInterval(() => turns++, 1);
    await expect.poll(() => turns).toBeGreaterThan(20);
    clearInterval(turn);
    expect(finished).toBe(false);
    await q.close();

    // With a short limit the runaway job is ended, and the next job gets a fresh worker.
    const limited = queue(300);
    const [spun, next] = await Promise.all([limited.run("spin"), limited.run("after")]);
    expect(spun).toEqual({ ok: false, why: "timeout" });
    expect(next).toEqual({ ok: true, value: { echo: "after", inFlight: 1 } });
    expect(limited.workersStarted).toBe(2);
  });

  it("stops a job at the worker's memory limit (resourceLimits), not the process's", async () => {
    const q = queue();
    const before = process.memoryUsage().heapUsed;
    const hoarded = await q.run("hoard");
    expect(hoarded).toEqual({ ok: false, why: "out-of-memory" });
    // The main thread's heap did not take the worker's allocations.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
    expect(await q.run("still here")).toEqual({
      ok: true,
      value: { echo: "still here", inFlight: 1 },
    });
  });

  it("takes turns by request: one link's many slow files wait behind another client's one file", async () => {
    const q = queue(60_000);
    const order: string[] = [];
    const run = (job: string, key: string, timeoutMs?: number) =>
      q.run(job, { key, timeoutMs }).then((result) => {
        order.push(job);
        return result;
      });
    // One link sends three files that each run into their (short) time limit; another client's
    // file arrives after all three are waiting.
    const slow = [1, 2, 3].map(() => run("spin", "request-1", 200));
    const other = run("another client's file", "request-2");
    const more = run("request 1's fourth file", "request-1");
    const results = await Promise.all([...slow, other, more]);
    // The other client's file is opened after the first slow file only, not after all three.
    expect(order).toEqual([
      "spin",
      "another client's file",
      "spin",
      "spin",
      "request 1's fourth file",
    ]);
    expect(results.slice(0, 3)).toEqual(Array(3).fill({ ok: false, why: "timeout" }));
    expect(results[3]).toEqual({ ok: true, value: { echo: "another client's file", inFlight: 1 } });
    // Each job had its own time limit (the queue's is a minute).
    expect(q.workersStarted).toBe(4);
  });

  it("answers a worker that dies as crashed, and carries on", async () => {
    const q = queue();
    expect(await q.run("exit")).toEqual({ ok: false, why: "crashed" });
    expect((await q.run("next")).ok).toBe(true);
  });
});
