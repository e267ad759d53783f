import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMailQueues } from "~/contact/contact-mail-queues.server";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import type { Logger } from "~/platform/logger.server";
import { Outbox } from "~/platform/outbox.server";
import { composeDigest, DeskDigestScheduler, deskDigestQueue } from "./desk-digest.server";
import { firstReached } from "./desk-digest-schedule";

// The daily digest (docs/DESK.md#the-daily-digest): what it says, and when and to whom it goes, on
// Vitest's fake clock (Date and setTimeout move; nothing sleeps), with a real SQLite file and the
// site's outbox as the server runs it, its mailer recording what it was given.

const quiet: Logger = { info() {}, warn() {}, error() {} };
const HOUR = 3_600_000;
const settings = {
  from: "website@mercerlaw.example",
  siteUrl: "https://www.mercerlaw.example",
  firmName: "Mercer Law",
};
const at730 = { hour: 7, minute: 30 };
const torontoDay = (s: string) => {
  const [year, month, day] = s.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

describe("the digest's e-mail", () => {
  const now = Date.parse("2026-11-27T12:30:00Z"); // 7:30 a.m. in Toronto
  const base = {
    staffName: "Dana Reyes",
    staffEmail: "dana@mercerlaw.example",
    day: "2026-11-27",
    now,
  };

  it("lists the follow-ups due and the inquiries waiting, with how long and a link to each", () => {
    const mail = composeDigest(
      {
        ...base,
        due: [
          {
            messageId: 12,
            followUpOn: "2026-11-25",
            firstName: "Kai",
            lastName: "Lane",
            serviceType: "real-estate",
          },
          {
            messageId: 14,
            followUpOn: "2026-11-27",
            firstName: "Bo",
            lastName: "Chen",
            serviceType: null,
          },
        ],
        waiting: {
          total: 1,
          items: [
            {
              id: 31,
              receivedAt: now - (2 * 24 + 4) * HOUR,
              firstName: "Amara",
              lastName: "Osei",
              serviceType: "immigration",
              assignedToMe: false,
            },
          ],
        },
      },
      settings,
    );
    expect(mail?.to).toEqual({ name: "Dana Reyes", address: "dana@mercerlaw.example" });
    expect(mail?.from).toEqual({ name: "Mercer Law desk", address: "website@mercerlaw.example" });
    expect(mail?.subject).toBe(
      "The desk today: 2 follow-ups due, 1 inquiry waiting for a first reply",
    );
    const text = String(mail?.text);
    expect(text).toContain("Hello Dana Reyes,");
    expect(text).toContain("on Friday, November 27.");
    expect(text).toContain(
      "FOLLOW-UPS DUE (2)\n- Kai Lane (Real Estate), overdue: it was due November 25\n  https://www.mercerlaw.example/desk/inquiries/12\n- Bo Chen, due today\n  https://www.mercerlaw.example/desk/inquiries/14",
    );
    expect(text).toContain(
      "WAITING FOR A FIRST REPLY (1), the longest wait first\n- Amara Osei (Immigration), waiting 2 days 4 h, not assigned to anyone\n  https://www.mercerlaw.example/desk/inquiries/31",
    );
    expect(text).toContain("https://www.mercerlaw.example/desk/account");
    // Words for staff: no setting's or file's name.
    expect(text).not.toMatch(/DESK_DIGEST|SMTP|\.md\b|\.ts\b/);
  });

  it("says how many more there are beyond fifteen lines, with the desk's view", () => {
    const items = Array.from({ length: 15 }, (_, i) => ({
      id: i + 1,
      receivedAt: now - HOUR,
      firstName: `P${i}`,
      lastName: "Q",
      serviceType: null,
      assignedToMe: true,
    }));
    const text = String(
      composeDigest({ ...base, due: [], waiting: { total: 40, items } }, settings)?.text,
    );
    expect(text).toContain("WAITING FOR A FIRST REPLY (40)");
    expect(text).toContain("waiting 1 h, assigned to you");
    expect(text).toContain(
      "- and 25 more, in Waiting for a first reply: https://www.mercerlaw.example/desk?view=waiting",
    );
  });

  it("is not written when there is nothing to tell, or no usable address", () => {
    expect(composeDigest({ ...base, due: [], waiting: { total: 0, items: [] } }, settings)).toBe(
      undefined,
    );
    const waiting = {
      total: 1,
      items: [
        {
          id: 1,
          receivedAt: now,
          firstName: "A",
          lastName: "B",
          serviceType: null,
          assignedToMe: false,
        },
      ],
    };
    expect(
      composeDigest({ ...base, staffEmail: "not an address", due: [], waiting }, settings),
    ).toBe(undefined);
  });
});

describe("the digest on the fake clock", () => {
  let dir: string;
  let repos: Repositories;
  let sent: Mail.Options[];
  let outbox: Outbox;
  let scheduler: DeskDigestScheduler;
  const staff: Record<string, number> = {};

  /** The server's part: the outbox with the digest queue, and the scheduler, started. */
  function startServer(
    send: (mail: Mail.Options) => Promise<void> = async (mail) => {
      sent.push(mail);
    },
  ) {
    outbox = new Outbox({
      mailer: { send, close() {} },
      logger: quiet,
      queues: [
        ...contactMailQueues({
          messages: repos.messages,
          settings: { ...settings, to: "intake@mercerlaw.example" },
          logger: quiet,
          acknowledgements: false,
        }),
        deskDigestQueue(repos, settings),
      ],
    });
    outbox.start();
    scheduler = new DeskDigestScheduler({
      repos,
      time: at730,
      wakeOutbox: () => outbox.notify(),
      logger: quiet,
    });
    scheduler.start();
  }
  async function stopServer() {
    scheduler.stop();
    await outbox.stop();
  }
  const runUntil = (moment: number) => vi.advanceTimersByTimeAsync(moment - Date.now());
  /** The digests sent so far (the outbox also sends the firm its notifications of the messages). */
  const digests = () => sent.filter((m) => String(m.subject).startsWith("The desk today"));
  const recipients = () => digests().map((m) => (m.to as { address: string }).address);

  beforeEach(() => {
    // Friday, 2026-11-27, 5:00 in Toronto: before the day's digest time.
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00Z") });
    dir = mkdtempSync(path.join(tmpdir(), "desk-digest-"));
    repos = repositories(SiteDatabase.open(dir));
    sent = [];
    for (const [key, name] of [
      ["dana", "Dana Reyes"],
      ["jo", "Jo Park"],
      ["lee", "Lee Moss"],
    ] as const)
      staff[key] = repos.staff.addStaff(`${key}@mercerlaw.example`, name).id;
    const save = (first: string, receivedAt: number) =>
      repos.messages.save(
        {
          firstName: first,
          lastName: "Osei",
          email: `${first.toLowerCase()}@example.com`,
          serviceType: "real-estate",
          message: "About a closing.",
        } as never,
        receivedAt,
      );
    // Dana: one waiting for a first reply, one contacted with a follow-up due on Friday.
    const waiting = save("Amara", Date.now() - 2 * 24 * HOUR);
    repos.inquiries.assign(waiting, staff.dana as number, staff.dana as number);
    const followed = save("Bo", Date.now() - 5 * 24 * HOUR);
    repos.inquiries.assign(followed, staff.dana as number, staff.dana as number);
    repos.inquiries.setStatus(followed, "contacted", staff.dana as number);
    repos.followUps.addNote(followed, staff.dana as number, "Call back", "2026-11-27");
    // Jo: one waiting, but Jo turned the digest off. Lee: nothing of theirs, nothing unassigned.
    const jos = save("Cy", Date.now() - HOUR);
    repos.inquiries.assign(jos, staff.jo as number, staff.jo as number);
    repos.digests.setWantsDigest(staff.jo as number, false);
  });
  afterEach(async () => {
    await stopServer();
    vi.useRealTimers();
    repos.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("goes at 7:30 Toronto time, once, only to whoever has something and wants it", async () => {
    startServer();
    const friday = firstReached(torontoDay("2026-11-27"), at730);
    await runUntil(friday - 60_000);
    expect(digests()).toEqual([]);
    await runUntil(friday + 5_000);
    expect(recipients()).toEqual(["dana@mercerlaw.example"]);
    expect(digests()[0]?.subject).toBe(
      "The desk today: 1 follow-up due, 1 inquiry waiting for a first reply",
    );
    expect(String(digests()[0]?.text)).toMatch(/Bo Osei \(Real Estate\), due today/);
    expect(String(digests()[0]?.text)).toMatch(/Amara Osei \(Real Estate\), waiting 2 days 2 h/);
    // The rest of Friday: nothing more.
    await runUntil(friday + 16 * HOUR);
    expect(digests()).toHaveLength(1);
    expect(repos.digests.ofDay("2026-11-27")).toEqual([
      { staffId: staff.dana, status: "sent", sentAt: expect.any(Number) },
    ]);
  });

  it("is sent once when the server restarts that day, and again the next morning", async () => {
    startServer();
    const friday = firstReached(torontoDay("2026-11-27"), at730);
    await runUntil(friday + 5_000);
    expect(digests()).toHaveLength(1);
    // A restart (a deployment) at 9:00 the same morning: the day's digests were queued already.
    await stopServer();
    await runUntil(friday + 1.5 * HOUR);
    startServer();
    await runUntil(friday + 3 * HOUR);
    expect(digests()).toHaveLength(1);
    // Saturday 7:30: the inquiry still waits, the follow-up is now overdue.
    await runUntil(firstReached(torontoDay("2026-11-28"), at730) + 5_000);
    expect(recipients()).toEqual(["dana@mercerlaw.example", "dana@mercerlaw.example"]);
    expect(String(digests()[1]?.text)).toMatch(
      /Bo Osei \(Real Estate\), overdue: it was due November 27/,
    );
  });

  it("on the days the clocks change, it goes at 7:30 on Toronto's new clock", async () => {
    // Saturday 2027-03-13, 5:00 EST; the clocks go forward at 2:00 on Sunday.
    vi.setSystemTime(Date.parse("2027-03-13T10:00:00Z"));
    startServer();
    await runUntil(Date.parse("2027-03-13T12:30:05Z")); // Saturday 7:30 EST
    expect(digests()).toHaveLength(1);
    await runUntil(Date.parse("2027-03-14T11:29:00Z")); // Sunday 7:29 EDT
    expect(digests()).toHaveLength(1);
    await runUntil(Date.parse("2027-03-14T11:30:05Z")); // Sunday 7:30 EDT, 23 hours later
    expect(digests()).toHaveLength(2);
    // And back: Sunday 2027-11-07 at 2:00 EDT becomes 1:00 EST; 7:30 comes 25 hours after Saturday's.
    await stopServer();
    vi.setSystemTime(Date.parse("2027-11-06T09:00:00Z")); // Saturday 5:00 EDT
    startServer();
    await runUntil(Date.parse("2027-11-06T11:30:05Z"));
    expect(digests()).toHaveLength(3);
    await runUntil(Date.parse("2027-11-07T12:29:00Z")); // Sunday 7:29 EST
    expect(digests()).toHaveLength(3);
    await runUntil(Date.parse("2027-11-07T12:30:05Z"));
    expect(digests()).toHaveLength(4);
  });

  it("a server started after the time sends that day's at once; turning it back on counts the next day", async () => {
    vi.setSystemTime(Date.parse("2026-11-27T15:00:00Z")); // 10:00 in Toronto
    repos.digests.setWantsDigest(staff.jo as number, true);
    startServer();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(recipients().sort()).toEqual(["dana@mercerlaw.example", "jo@mercerlaw.example"]);
    // The setting is each person's own, and every change is in the audit log.
    expect(
      repos.audit
        .entries()
        .filter((e) => e.action.endsWith("-digest"))
        .map((e) => [e.staffName, e.action]),
    ).toEqual([
      ["Jo Park", "turned-on-digest"],
      ["Jo Park", "turned-off-digest"],
    ]);
  });

  it("a digest turned off after it was queued, or with nothing left to tell, is dropped, not sent", async () => {
    startServer();
    // The SMTP server is down at 7:30: the digest stays queued and is retried.
    const failing = vi.fn(async (_mail: Mail.Options) => {
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" });
    });
    await stopServer();
    startServer(failing);
    const friday = firstReached(torontoDay("2026-11-27"), at730);
    await runUntil(friday + 5_000);
    const digestAttempts = () =>
      failing.mock.calls.filter(([m]) => String(m.subject).startsWith("The desk today")).length;
    expect(digestAttempts()).toBe(1);
    expect(repos.digests.ofDay("2026-11-27")).toEqual([
      { staffId: staff.dana, status: "pending", sentAt: null },
    ]);
    // Dana turns it off before the retry: it is dropped, never sent.
    repos.digests.setWantsDigest(staff.dana as number, false);
    await runUntil(friday + HOUR);
    expect(digestAttempts()).toBe(1);
    expect(repos.digests.ofDay("2026-11-27")).toEqual([
      { staffId: staff.dana, status: "dropped", sentAt: null },
    ]);
  });
});
