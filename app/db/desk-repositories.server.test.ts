import { describe, expect, it } from "vitest";
import { consentText, currentConsentVersion } from "~/contact/contact-schema";
import { hashSecret } from "./staff-access.server";
import { freshRepositoriesEachTest, sampleMessage } from "./test-repositories";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };

const repos = freshRepositoriesEachTest("desk-store-");

describe("sessions", () => {
  it("stores only the hash of a 256-bit id, and ends after the idle timeout or the lifetime", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const t0 = Date.UTC(2026, 10, 23, 14);
    const id = repos().staff.createSession(staff.id, t0);
    expect(Buffer.from(id, "base64url")).toHaveLength(32);
    const rows = repos().db.sqlite.prepare("SELECT id_hash FROM desk_sessions").all() as {
      id_hash: string;
    }[];
    expect(rows).toEqual([{ id_hash: hashSecret(id) }]);
    // Each use restarts the idle clock, up to the absolute lifetime.
    let t = t0;
    for (let i = 0; i < 24; i++) {
      t += 29 * 60_000;
      expect(repos().staff.session(id, policy, t)?.staff.name, `use ${i}`).toBe("Dana Reyes");
    }
    t += 29 * 60_000; // 24 × 29 min = 11 h 36 min; 29 min more is past 12 h
    expect(repos().staff.session(id, policy, t)).toBeUndefined();
    const idle = repos().staff.createSession(staff.id, t0);
    expect(repos().staff.session(idle, policy, t0 + 30 * 60_000)).toBeUndefined();
    expect(repos().staff.session("not-a-session", policy, t0)).toBeUndefined();
  });

  it("keeps a session in use signed in, to within 5 seconds of its idle timeout (docs/DESK.md#3-sessions-and-security)", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const oneMinute = { idleMs: 60_000, maxMs: 12 * 3_600_000 };
    const t0 = Date.UTC(2026, 10, 23, 14);
    const id = repos().staff.createSession(staff.id, t0);
    // A request every 14 s for ten minutes: never signed out.
    let t = t0;
    while (t < t0 + 10 * 60_000) {
      t += 14_000;
      expect(repos().staff.session(id, oneMinute, t), `at ${(t - t0) / 1000} s`).toBeDefined();
    }
    // Then nothing: still signed in 55 s after the last request, signed out at 60 s.
    const last = t;
    expect(repos().staff.session(id, oneMinute, last + 55_000)).toBeDefined();
    expect(repos().staff.session(id, oneMinute, last + 55_000 + 60_000)).toBeUndefined();
    // A page's burst of requests writes the last-seen time once, not once per request.
    const busy = repos().staff.createSession(staff.id, t0);
    const lastSeen = () =>
      (
        repos()
          .db.sqlite.prepare("SELECT last_seen_at AS at FROM desk_sessions WHERE id_hash = ?")
          .get(hashSecret(busy)) as { at: number }
      ).at;
    for (let ms = 0; ms <= 4_000; ms += 250) repos().staff.session(busy, oneMinute, t0 + ms);
    expect(lastSeen()).toBe(t0);
    repos().staff.session(busy, oneMinute, t0 + 5_000);
    expect(lastSeen()).toBe(t0 + 5_000);
  });

  it("allows one change of passkeys within 5 minutes of a confirmation (docs/DESK.md#2-lost-or-replaced-devices)", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const t0 = Date.UTC(2026, 10, 23, 14);
    const id = repos().staff.createSession(staff.id, t0);
    const other = repos().staff.createSession(staff.id, t0);
    const idHash = hashSecret(id);
    expect(repos().staff.isConfirmed(idHash, t0)).toBe(false);
    expect(repos().staff.spendConfirmation(idHash, t0)).toBe(false);
    repos().staff.confirmSession(idHash, t0);
    // This session only, once, and not after five minutes.
    expect(repos().staff.isConfirmed(hashSecret(other), t0 + 1_000)).toBe(false);
    expect(repos().staff.isConfirmed(idHash, t0 + 4 * 60_000)).toBe(true);
    expect(repos().staff.spendConfirmation(idHash, t0 + 4 * 60_000)).toBe(true);
    expect(repos().staff.spendConfirmation(idHash, t0 + 4 * 60_000)).toBe(false);
    repos().staff.confirmSession(idHash, t0);
    expect(repos().staff.isConfirmed(idHash, t0 + 5 * 60_000)).toBe(false);
    expect(repos().staff.spendConfirmation(idHash, t0 + 5 * 60_000)).toBe(false);
  });

  it("refuses the session of a disabled account", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const id = repos().staff.createSession(staff.id);
    repos().staff.disableStaff(staff.id);
    expect(repos().staff.session(id, policy)).toBeUndefined();
  });
});

describe("enrollment links", () => {
  it("work once, for 24 hours, and a new link revokes the unused one", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const t0 = Date.now();
    const token = repos().staff.createEnrollment(staff.id, t0);
    expect(repos().staff.enrollmentStaff(token, t0 + 23 * 3_600_000)?.id).toBe(staff.id);
    expect(repos().staff.enrollmentStaff(token, t0 + 24 * 3_600_000)).toBeUndefined();
    expect(repos().staff.consumeEnrollment(token, t0 + 1000)).toBe(true);
    expect(repos().staff.consumeEnrollment(token, t0 + 2000)).toBe(false);
    const a = repos().staff.createEnrollment(staff.id);
    const b = repos().staff.createEnrollment(staff.id);
    expect(repos().staff.enrollmentStaff(a)).toBeUndefined();
    expect(repos().staff.enrollmentStaff(b)?.id).toBe(staff.id);
    expect(
      JSON.stringify(repos().db.sqlite.prepare("SELECT * FROM desk_enrollments").all()),
    ).not.toContain(b);
  });
});

describe("passkeys", () => {
  it("never removes a person's last passkey", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const key = (id: string) => ({
      id,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      deviceType: "multiDevice",
      backedUp: true,
    });
    repos().staff.addPasskey(staff.id, key("one"));
    repos().staff.addPasskey(staff.id, key("two"));
    expect(repos().staff.removePasskey(staff.id, "one")).toBe("removed");
    expect(repos().staff.removePasskey(staff.id, "two")).toBe("last");
    expect(repos().staff.removePasskey(staff.id, "nope")).toBe("missing");
    expect(repos().staff.passkey("two")?.publicKey).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe("inquiries", () => {
  it("lists unanswered first, then newest first, and filters and searches", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const old = repos().messages.save(
      sampleMessage({ firstName: "Old", email: "old@example.com" }),
      1_000,
    );
    const answered = repos().messages.save(
      sampleMessage({ firstName: "Answered", serviceType: "immigration" }),
      3_000,
    );
    const waiting = repos().messages.save(
      sampleMessage({ firstName: "Waiting", message: "50% off_sale" }),
      2_000,
    );
    expect(repos().inquiries.setStatus(answered, "contacted", staff.id, 4_000)).toEqual({
      ok: true,
    });
    expect(
      repos()
        .inquiries.list({ status: "all" })
        .items.map((i) => i.id),
    ).toEqual([waiting, old, answered]);
    expect(
      repos()
        .inquiries.list({ status: "new" })
        .items.map((i) => i.id),
    ).toEqual([waiting, old]);
    expect(
      repos()
        .inquiries.list({ status: "all", area: "immigration" })
        .items.map((i) => i.id),
    ).toEqual([answered]);
    expect(
      repos()
        .inquiries.list({ status: "all", q: "OLD@example" })
        .items.map((i) => i.id),
    ).toEqual([old]);
    // LIKE wildcards in the search are literal.
    expect(
      repos()
        .inquiries.list({ status: "all", q: "50%" })
        .items.map((i) => i.id),
    ).toEqual([waiting]);
    expect(repos().inquiries.list({ status: "all", q: "0__o" }).items).toEqual([]);
    expect(repos().inquiries.get(answered)).toMatchObject({
      status: "contacted",
      firstReplyAt: 4_000,
    });
  });

  it("deletes everything about an address and keeps the audit entries, without personal data", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const a = repos().messages.save(sampleMessage({ email: "Ana@Example.com" }));
    const b = repos().messages.save(sampleMessage());
    const other = repos().messages.save(sampleMessage({ email: "someone@example.com" }));
    repos().followUps.addNote(a, staff.id, "Called her back", null);
    repos().inquiries.setStatus(b, "spam", staff.id);
    expect(repos().inquiries.deleteEmail("ana@example.com", staff.id)).toEqual([a, b]);
    expect(
      repos()
        .messages.list()
        .map((m) => m.id),
    ).toEqual([other]);
    expect(repos().db.sqlite.prepare("SELECT COUNT(*) AS n FROM desk_notes").get()).toEqual({
      n: 0,
    });
    const log = repos().audit.entries();
    expect(log.map((e) => e.action)).toEqual(["deleted-address", "changed-status", "added-note"]);
    expect(log[0]?.detail).toBe(`2 inquiries: #${a}, #${b}`);
    expect(JSON.stringify(log)).not.toMatch(/ana@|Silva|Called her/i);
    expect(log.every((e) => e.messageId === null || !e.inquiryExists)).toBe(true);
  });

  it("lets retention (and npm run inbox -- --delete) remove desk rows with the message", () => {
    const staff = repos().staff.addStaff("dana@example.com", "Dana Reyes");
    const id = repos().messages.save(sampleMessage(), Date.now() - 400 * 86_400_000);
    repos().followUps.addNote(id, staff.id, "note", null);
    repos().inquiries.setStatus(id, "contacted", staff.id);
    expect(repos().messages.deleteOlderThan(365)).toBe(1);
    expect(repos().db.sqlite.prepare("SELECT COUNT(*) AS n FROM desk_inquiries").get()).toEqual({
      n: 0,
    });
    expect(repos().db.sqlite.prepare("SELECT COUNT(*) AS n FROM desk_notes").get()).toEqual({
      n: 0,
    });
    expect(
      repos()
        .audit.entries({ messageId: id })
        .map((e) => e.inquiryExists),
    ).toEqual([false, false]);
  });

  it("reads the suspected-spam mark, the conflict-check answers and the consent given", () => {
    const real = repos().messages.save(sampleMessage({ firstName: "Real" }), 1_000);
    const bot = repos().messages.save(sampleMessage({ firstName: "Bot" }), 2_000);
    repos()
      .db.sqlite.prepare("UPDATE contact_messages SET suspected_spam = 'too-fast' WHERE id = ?")
      .run(bot);
    // Suspected spam gets no notification e-mail.
    repos().db.sqlite.prepare("DELETE FROM contact_outbox WHERE message_id = ?").run(bot);
    repos()
      .db.sqlite.prepare(
        "UPDATE contact_messages SET key_date = '2026-12-15', other_parties = 'Sam Seller' WHERE id = ?",
      )
      .run(real);
    // A message from before the form asked for consent.
    repos()
      .db.sqlite.prepare(
        "UPDATE contact_messages SET consent_text_version = NULL, consent_at = NULL WHERE id = ?",
      )
      .run(bot);
    const items = repos().inquiries.list({ status: "all" }).items;
    // Suspected spam goes below the real unanswered inquiries.
    expect(items.map((i) => [i.id, i.suspectedSpam])).toEqual([
      [real, false],
      [bot, true],
    ]);
    expect(repos().inquiries.get(real)?.intake).toEqual({
      conflictNames: "Sam Seller",
      keyDate: "2026-12-15",
      consentAt: 1_000,
      consentText: consentText(currentConsentVersion),
    });
    // Nothing recorded before the form asked.
    expect(repos().inquiries.get(bot)?.intake).toEqual({
      conflictNames: null,
      keyDate: null,
      consentAt: null,
      consentText: null,
    });
    expect(repos().inquiries.get(bot)?.delivery).toBeNull();
    expect(repos().inquiries.get(real)?.delivery?.status).toBe("pending");
  });
});
