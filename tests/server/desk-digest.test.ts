/**
 * The daily digest through the production server (docs/DESK.md#the-daily-digest): a person turns
 * theirs off on the account page (refused without a session, from another origin, or with invalid
 * input); at the day's time the server queues the digests and a real SMTP server on loopback
 * receives them, none for whoever turned it off; a restart the same day sends nothing again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase } from "../support/desk";
import { freePort, type RunningServer, startServer } from "../support/server";
import { bodyOf, headersOf, type LoopbackSmtp, startSmtp } from "./contact-support";

let smtp: LoopbackSmtp;
let dataDir: string;
let server: (RunningServer & { base: string }) | undefined;
let db: Repositories;
const staff = { dana: 0, jo: 0 };
const sessions = { dana: "", jo: "" };
let waitingId: number;

/** Today's date in Toronto, the digest's day. */
const torontoToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(Date.now());

/** The production server on the one data directory, as http://localhost (the desk's origin). */
async function start(digestTime: string) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const started = await startServer(
    {
      PORT: String(port),
      SITE_URL: base,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "desk@mercer.example",
      ACK_EMAILS: "off",
      DESK_DIGEST_TIME: digestTime,
    },
    dataDir,
  );
  server = { ...started, base };
  return server;
}

/** The digests the SMTP server has received, as raw messages. */
const digests = () => smtp.received.filter((m) => /^Subject: The desk today/m.test(m));

/** A body in quoted-printable, as a person reads it. */
const readable = (raw: string) =>
  bodyOf(raw)
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), "desk-digest-"));
  // First the desk with the digest off for the whole firm: people change their own setting.
  await start("off");
  db = openDatabase(dataDir);
  staff.dana = db.staff.addStaff("dana@firm.example", "Dana Reyes").id;
  staff.jo = db.staff.addStaff("jo@firm.example", "Jo Park").id;
  sessions.dana = db.staff.createSession(staff.dana);
  sessions.jo = db.staff.createSession(staff.jo);
  waitingId = db.messages.save(
    {
      firstName: "Amara",
      lastName: "Osei",
      email: "amara.osei@example.com",
      serviceType: "real-estate",
      message: "Buying a condo, closing in January.",
    } as never,
    Date.now() - 26 * 3_600_000,
  );
}, 120_000);
afterAll(async () => {
  db?.db.close();
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function postAccount(body: string, init: { session?: string; origin?: string } = {}) {
  const headers: Record<string, string> = {
    origin: init.origin ?? (server as { base: string }).base,
    "content-type": "application/x-www-form-urlencoded",
  };
  if (init.session) headers.cookie = `__Host-desk-session=${init.session}`;
  return fetch(`${server?.base}/desk/account`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
}

const digestAudit = () =>
  db.audit
    .entries()
    .filter((e) => e.action.endsWith("-digest"))
    .map((e) => `${e.staffName}: ${e.action}`);

describe("turning one's own digest off", () => {
  it("is refused without a session, from another origin, and with invalid input (400, the field marked)", async () => {
    const noSession = await postAccount("intent=daily-digest&digest=off");
    expect([302, 401, 403]).toContain(noSession.status);
    if (noSession.status === 302)
      expect(noSession.headers.get("location")).toMatch(/^\/desk\/sign-in/);

    const elsewhere = await postAccount("intent=daily-digest&digest=off", {
      session: sessions.jo,
      origin: "https://evil.example",
    });
    expect(elsewhere.status).toBe(403);

    for (const body of ["intent=daily-digest&digest=maybe", "intent=daily-digest"]) {
      const res = await postAccount(body, { session: sessions.jo });
      expect(res.status, body).toBe(400);
      const html = await res.text();
      expect(html, body).toContain("Choose whether you want the daily e-mail.");
      expect(html, body).toMatch(/<fieldset[^>]*aria-invalid="true"/);
    }
    expect(db.digests.wantsDigest(staff.jo)).toBe(true);
    expect(digestAudit()).toEqual([]);
  });

  it("works with the person's own session, and is recorded in the audit log", async () => {
    const res = await postAccount("intent=daily-digest&digest=off", { session: sessions.jo });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The daily e-mail is off");
    expect(db.digests.wantsDigest(staff.jo)).toBe(false);
    expect(db.digests.wantsDigest(staff.dana)).toBe(true);
    expect(digestAudit()).toEqual(["Jo Park: turned-off-digest"]);
    // The page shows the choice that is saved.
    const page = await fetch(`${server?.base}/desk/account`, {
      headers: { cookie: `__Host-desk-session=${sessions.jo}` },
    });
    expect(await page.text()).toMatch(/<input[^>]*value="off"[^>]*checked|checked[^>]*value="off"/);
  });
});

describe("the day's digest", () => {
  it("reaches a real SMTP server at the day's time, for whoever wants it and has something", async () => {
    await server?.stop();
    // 00:00: the day's time has always come, so the server queues today's digests as it starts.
    const running = await start("00:00");
    await expect.poll(() => digests().length, { timeout: 30_000 }).toBe(1);
    const raw = digests()[0] as string;
    const mail = headersOf(raw);
    expect(mail.to).toBe("Dana Reyes <dana@firm.example>");
    expect(mail.from).toBe("Mercer Law Professional Corporation desk <desk@mercer.example>");
    expect(mail.subject).toBe("The desk today: 1 inquiry waiting for a first reply");
    const text = readable(raw);
    expect(text).toMatch(/Amara Osei \(Real Estate\), waiting 1 day 2 h, not assigned to anyone/);
    expect(text).toContain(`${running.base}/desk/inquiries/${waitingId}`);
    expect(text).toContain(`${running.base}/desk/account`);
    // Jo turned it off: nothing was queued for Jo. The server marks it sent once the SMTP server
    // has answered, a moment after the message arrived there: wait for that.
    await expect
      .poll(() => db.digests.ofDay(torontoToday()))
      .toEqual([{ staffId: staff.dana, status: "sent", sentAt: expect.any(Number) }]);
    expect(running.output()).toContain('"event":"desk_digests_queued"');
  }, 120_000);

  it("is not sent again when the server restarts the same day", async () => {
    await server?.stop();
    const running = await start("00:00");
    // The day's check runs before the server listens: by now it has found today's queued.
    expect(running.output()).toContain('"event":"listening"');
    expect(running.output()).not.toContain('"event":"desk_digests_queued"');
    expect(db.digests.ofDay(torontoToday())).toEqual([
      { staffId: staff.dana, status: "sent", sentAt: expect.any(Number) },
    ]);
    expect(digests()).toHaveLength(1);
  }, 120_000);
});
