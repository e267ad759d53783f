/**
 * Interaction to Next Paint per control (scripts/bench-controls.ts), for `npm run bench`: each
 * control is used `runs` times, each time in a fresh page, once the page is ready
 * (`html[data-hydrated]`) and idle, with the CPU slowed 4x (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`, what Lighthouse's mobile profile assumes). The figure of one
 * use is its slowest interaction as the Event Timing API reports it (the `duration` of the event
 * entries that share an `interactionId`: from the input to the next frame, on the web's own
 * definition of INP); the control's figure is the median of its uses. Interactions under 16 ms are
 * not reported by the API (its smallest `durationThreshold`): they count as 16.
 *
 * That figure is wall-clock time, so a busy machine (other processes taking the CPU) inflates it.
 * Each control is therefore also used as many times again at full speed under a trace, and its
 * `cpu4xMs` is four times the CPU time the page's main thread spent from the slowest interaction's
 * input to its frame (the `EventTiming` spans of the trace, and the thread time of the main
 * thread's tasks within them): what the interaction would take on an idle machine at 4x slowdown,
 * short of the compositor's last few milliseconds. On a quiet machine the two agree; on a busy
 * one, read the second (docs/PERFORMANCE.md#interactions).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startSmtp } from "../tests/server/contact-support";
import { chromePath, launchBrowser } from "../tests/support/chromium";
import { freePort, projectRoot, startServer } from "../tests/support/server";
import { ClientPages, type SeededPage } from "./bench-client-pages";
import type { Control } from "./bench-controls";

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The smallest duration the Event Timing API reports. */
export const REPORTED_FROM_MS = 16;

export interface ControlResult {
  name: string;
  route: string;
  viewport: Control["viewport"];
  /** Each use's slowest interaction, ms. */
  samples: number[];
  /** The median of the uses, ms. */
  inpMs: number;
  /** Each use's main-thread CPU time for its slowest interaction, times four, ms. */
  cpuSamples: number[];
  /** The median of those, ms. */
  cpu4xMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: { interactionId?: number } };
}

/**
 * Four times the main thread's CPU time within the slowest interaction of a trace: for each
 * interaction (EventTiming spans sharing an interactionId), the thread time of the main thread's
 * top-level tasks between its input and its frame.
 */
export function cpu4xOfSlowestInteraction(events: TraceEvent[]): number {
  const spans = new Map<
    string,
    { start: number; end?: number; pid: number; tid: number; interaction: number }
  >();
  for (const e of events) {
    if (e.name !== "EventTiming" || !e.id) continue;
    if (e.ph === "b" && e.args?.data?.interactionId)
      spans.set(e.id, {
        start: e.ts,
        pid: e.pid,
        tid: e.tid,
        interaction: e.args.data.interactionId,
      });
    else if (e.ph === "e") {
      const span = spans.get(e.id);
      if (span) span.end = e.ts;
    }
  }
  const windows = new Map<number, { start: number; end: number; pid: number; tid: number }>();
  for (const span of spans.values()) {
    if (span.end === undefined) continue;
    const w = windows.get(span.interaction);
    windows.set(span.interaction, {
      start: Math.min(w?.start ?? span.start, span.start),
      end: Math.max(w?.end ?? span.end, span.end),
      pid: span.pid,
      tid: span.tid,
    });
  }
  let slowest = 0;
  for (const w of windows.values()) {
    // A task running past the frame counts only for its part before the frame (its thread time
    // spread evenly over its wall time).
    let cpu = 0;
    for (const e of events) {
      if (e.name !== "RunTask" || e.ph !== "X" || e.pid !== w.pid || e.tid !== w.tid) continue;
      const end = e.ts + (e.dur ?? 0);
      const overlap = Math.min(end, w.end) - Math.max(e.ts, w.start);
      if (overlap > 0 && e.dur) cpu += (e.tdur ?? 0) * (overlap / e.dur);
    }
    slowest = Math.max(slowest, cpu);
  }
  return (4 * slowest) / 1000;
}

declare global {
  interface Window {
    __benchInteractions?: Map<number, number>;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** Waits for two frames and an idle moment: the page has painted and has nothing queued. */
/**
 * Readies the control's use: for a `target`, scrolls it into view and moves the pointer over it (not
 * timed), and returns the press and release at its centre; for an `act`, returns the act.
 */
async function pointerOver(page: Page, control: Control): Promise<() => Promise<void>> {
  if (!control.target) {
    const act = control.act;
    if (!act) throw new Error(`${control.name}: a control needs a target or an act`);
    return () => act(page);
  }
  const target = control.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${control.name}: its target is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return async () => {
    await page.mouse.down();
    await page.mouse.up();
  };
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
        ),
      ),
  );
}

/** Answers third-party requests with an empty 200: the bench measures the site, offline. */
async function offline(context: BrowserContext, own: string): Promise<void> {
  await context.route(
    (url) => url.origin !== own && /^https?:$/.test(url.protocol),
    (route) => route.fulfill({ status: 200, body: "" }),
  );
}

/**
 * One use of a control in a fresh page. `how`: "inp" times it with the Event Timing API at 4x CPU
 * slowdown; "cpu" traces it at full speed and returns four times its main thread's CPU time (the
 * slowdown's own bookkeeping inflates the thread times of a slowed-down trace, so the two are
 * measured in separate uses).
 */
async function timeOneUse(
  browser: Browser,
  base: string,
  control: Control,
  storageState: string | undefined,
  how: "inp" | "cpu",
  cookies: SeededPage["cookies"] = [],
): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORTS[control.viewport], storageState });
  try {
    await context.addCookies(cookies);
    await offline(context, new URL(base).origin);
    const page = await context.newPage();
    await page.goto(new URL(control.route, base).href, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    await control.prepare?.(page);
    const press = await pointerOver(page, control);
    await settle(page);
    if (how === "cpu") {
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
      });
      await press();
      await settle(page);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      return Math.round(cpu4xOfSlowestInteraction(trace.traceEvents));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluate((threshold) => {
      const seen = new Map<number, number>();
      window.__benchInteractions = seen;
      new PerformanceObserver((list) => {
        // interactionId (Event Timing, Level 1 as shipped) is not in TypeScript's DOM types yet.
        for (const entry of list.getEntries() as (PerformanceEventTiming & {
          interactionId: number;
        })[])
          if (entry.interactionId)
            seen.set(
              entry.interactionId,
              Math.max(seen.get(entry.interactionId) ?? 0, entry.duration),
            );
      }).observe({
        type: "event",
        durationThreshold: threshold,
        buffered: false,
      } as PerformanceObserverInit);
    }, REPORTED_FROM_MS);
    await press();
    // Entries arrive after the frame that follows each interaction.
    await settle(page);
    await settle(page);
    const durations = await page.evaluate(() => [...(window.__benchInteractions?.values() ?? [])]);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return Math.max(REPORTED_FROM_MS, ...durations);
  } finally {
    await context.close();
  }
}

/**
 * A server with a staff member signed in and one inquiry in the inbox, for the desk's controls:
 * the message is sent through the contact form (no JavaScript), the staff member enrolled from a
 * link of `npm run staff` with Chromium's virtual authenticator. With `documentRequest`, the staff
 * member also sends the inquiry a document request from its documents panel, for the client's
 * documents page; its link is made as its e-mail is sent (never stored), so the server sends to a
 * loopback SMTP server and the link is read from the e-mail received. Returns the server, the signed-in browser state (the session cookie) and the
 * link's token.
 */
async function deskSession(browser: Browser, { documentRequest = false } = {}) {
  // WebAuthn needs a secure context (http://localhost is one), and the relying party and the
  // Origin check come from SITE_URL.
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const smtp = await startSmtp();
  const desk = await startServer({
    PORT: String(port),
    SITE_URL: base,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      javaScriptEnabled: false,
    });
    const form = await context.newPage();
    await form.goto(`${base}/contact`);
    const f = form.locator("form[data-contact-form]");
    await f.getByLabel("First name").fill("Sam");
    await f.getByLabel("Last name").fill("Ortiz");
    await f.getByLabel("E-mail").fill("sam.ortiz@example.com");
    await f.getByLabel("Phone").fill("416-555-0142");
    await f.getByLabel("Service needed").selectOption("real-estate");
    await f
      .getByLabel("Message")
      .fill("We are buying a house in March and need a lawyer for the closing.");
    await f.getByRole("checkbox", { name: /I agree/ }).check();
    await Promise.all([
      form.waitForNavigation(),
      f.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await context.close();

    const added = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join("scripts", "staff.ts"),
        "add",
        "bench@example.com",
        "--name",
        "Bench Staff",
      ],
      {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: desk.dataDir, SITE_URL: base },
        encoding: "utf8",
      },
    );
    const link = /(http:\/\/localhost:\d+\/desk\/enroll\/[\w-]+)/.exec(added)?.[1];
    if (!link) throw new Error(`no enrollment link in: ${added}`);
    const staff = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await staff.newPage();
    const cdp = await staff.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(link);
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await page.waitForURL(`${base}/desk`);
    let documentToken: string | undefined;
    if (documentRequest) {
      await page
        .getByRole("link", { name: /Sam Ortiz/ })
        .first()
        .click();
      const panel = page.locator("#documents");
      await panel.getByLabel("Checklist").selectOption({ label: "Buying a home" });
      await panel.getByRole("button", { name: "E-mail a document request" }).click();
      await panel.getByRole("heading", { level: 3, name: /^Buying a home/ }).waitFor();
      for (let waited = 0; !documentToken && waited < 30_000; waited += 100) {
        for (const raw of smtp.received) {
          const mail = await simpleParser(raw);
          documentToken ??= /\/documents\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1];
        }
        if (!documentToken) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (!documentToken) throw new Error("the document request's e-mail carries no link");
    }
    const storageState = path.join(desk.dataDir, "bench-staff-state.json");
    await staff.storageState({ path: storageState });
    await staff.close();
    // The link is read; later e-mails (none are measured) are kept in the outbox to retry.
    await smtp.close();
    return { desk, base, storageState, documentToken };
  } catch (error) {
    await smtp.close();
    await desk.stop({ removeData: true });
    throw error;
  }
}

/** Times every control `runs` times; `filter` keeps the controls whose name contains it. */
export async function measureInteractions(
  base: string,
  controls: Control[],
  runs: number,
  log: (line: string) => void,
): Promise<ControlResult[]> {
  // The full browser, as visitors have it (tests/support/chromium.ts).
  const browser = await launchBrowser(chromePath());
  let session: Awaited<ReturnType<typeof deskSession>> | undefined;
  let clientPages: ClientPages | undefined;
  try {
    if (controls.some((c) => c.staff || c.documents))
      session = await deskSession(browser, {
        documentRequest: controls.some((c) => c.documents),
      });
    if (controls.some((c) => c.clientPage)) clientPages = await ClientPages.start();
    const results: ControlResult[] = [];
    for (const control of controls) {
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      for (let i = 0; i < runs; i++) {
        // The documents page is on the desk's server, at the link of the request it sent.
        const onDesk = (control.staff || control.documents) && session;
        const route = control.documents
          ? control.route.replace(":token", session?.documentToken ?? "")
          : control.route;
        const use = async (how: "inp" | "cpu") => {
          // A client's questionnaire or letter: one of its own for each use, on their server.
          const seeded =
            control.clientPage && clientPages
              ? await clientPages.seed(control.clientPage)
              : undefined;
          return timeOneUse(
            browser,
            seeded && clientPages ? clientPages.base : onDesk ? session!.base : base,
            { ...control, route: seeded ? route.replace(":token", seeded.token) : route },
            control.staff ? session?.storageState : undefined,
            how,
            seeded?.cookies,
          );
        };
        try {
          samples.push(await use("inp"));
          cpuSamples.push(await use("cpu"));
        } catch (error) {
          // A control the page no longer has (renamed, moved): say so and time the others.
          log(`${control.name} (${control.route}): not timed, ${String(error).split("\n")[0]}`);
          break;
        }
      }
      if (samples.length === 0 || cpuSamples.length === 0) continue;
      const result: ControlResult = {
        name: control.name,
        route: control.route,
        viewport: control.viewport,
        samples,
        inpMs: median(samples),
        cpuSamples,
        cpu4xMs: median(cpuSamples),
      };
      results.push(result);
      log(
        `${control.name} (${control.route}, ${control.viewport}): INP ${result.inpMs} ms [${samples.join(", ")}], 4x CPU ${result.cpu4xMs} ms [${cpuSamples.join(", ")}]`,
      );
    }
    return results;
  } finally {
    await browser.close();
    await session?.desk.stop({ removeData: true });
    await clientPages?.stop();
  }
}
