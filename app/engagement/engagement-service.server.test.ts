import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { estatePackages } from "~/content/fees/estate-planning";
import { SiteDatabase } from "~/db/database.server";
import { unwrapDataKey, wrapDataKey } from "~/documents/document-crypto.server";
import { feeForPropertyPrice } from "~/lib/domain/real-estate-quote";
import { secretTokenHash } from "~/platform/secret-token.server";
import { pdfText } from "../../tests/support/pdf-text";
import { engagementMailQueue } from "./engagement-mail-queue.server";
import { EngagementService, sha256 } from "./engagement-service.server";
import { EngagementStore } from "./engagement-store.server";
import { engagementTemplate, standardTerms } from "./engagement-templates";
import { letterEditSchema, letterText, templateDefaults } from "./letter";
import { codeRules } from "./letter-access.server";
import { letterStageFor } from "./letter-stage.server";

let dir: string;
let db: SiteDatabase;
let engagement: EngagementService;
const master = randomBytes(32);
const keys = {
  keyId: "test",
  wrap: (k: Buffer) => wrapDataKey(master, k),
  unwrap: (w: Buffer) => unwrapDataKey(master, w),
};
const client = { ip: "203.0.113.7", userAgent: "TestBrowser/1.0" };
let clock = Date.UTC(2026, 10, 20, 15, 0, 0);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "engagement-service-"));
  db = SiteDatabase.open(dir);
  clock = Date.UTC(2026, 10, 20, 15, 0, 0);
  engagement = new EngagementService({
    store: new EngagementStore(db),
    keys,
    settings: {
      siteUrl: "https://firm.example",
      firmName: "Firm",
      staffEmail: "desk@firm.example",
      linkDays: 14,
    },
    logger: { info() {} },
  });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function inquiry() {
  return Number(
    db.sqlite
      .prepare(
        "INSERT INTO contact_messages (received_at, first_name, last_name, email, message) VALUES (?, 'Lee', 'Chan', 'lee@example.com', 'Buying a condo.')",
      )
      .run(clock).lastInsertRowid,
  );
}

function staff() {
  return Number(
    db.sqlite
      .prepare(
        "INSERT INTO desk_staff (email, name, user_handle, created_at) VALUES ('danielle@mercerlaw.example', 'Danielle Mercer', ?, ?)",
      )
      .run(randomBytes(8).toString("hex"), clock).lastInsertRowid,
  );
}

function edit(template: string, changes: Record<string, string> = {}) {
  const t = engagementTemplate(template);
  if (!t) throw new Error(template);
  return letterEditSchema.parse({ ...templateDefaults(t), ...changes });
}

/** Sends every queued e-mail through the queue's compose, as the outbox would. */
function composeAll() {
  const queue = engagementMailQueue(
    db,
    () => engagement,
    {
      firmName: "Firm",
      from: "site@firm.example",
      staffEmail: "desk@firm.example",
    },
    () => clock,
  );
  return queue.due(clock).map((id) => {
    queue.claim(id, clock);
    const composed = queue.compose(id);
    if (!("mail" in composed)) throw new Error(composed.drop);
    queue.markSent(id, clock);
    return composed.mail;
  });
}

async function sentLetter(
  template = "real-estate-purchase",
  changes = { propertyPrice: "1,250,000" },
) {
  const messageId = inquiry();
  const staffId = staff();
  const prepared = engagement.prepare({
    messageId,
    template: engagementTemplate(template)!,
    standard: standardTerms,
    edit: edit(template, changes),
    staffId,
    now: clock,
  });
  if (!prepared?.ok) throw new Error("not prepared");
  const row = engagement.store.get(prepared.id)!;
  expect(engagement.send(row, staffId, clock)).toBe(true);
  const [mail] = composeAll();
  const token = /\/engagement\/([A-Za-z0-9_-]{43})/.exec(String(mail?.text))?.[1];
  if (!token) throw new Error("no link");
  return { messageId, staffId, id: prepared.id, token };
}

async function codeFor(id: number) {
  const row = engagement.store.get(id)!;
  clock += codeRules.resendAfterMs;
  expect(engagement.access.requestCode(row, client, clock)).toEqual({ ok: true });
  const mails = composeAll();
  const code = /code is (\d{6})/.exec(String(mails.at(-1)?.text))?.[1];
  if (!code) throw new Error("no code");
  return code;
}

describe("templates and amounts", () => {
  it("quotes the real estate fee for the price from the schedule, with HST to the cent", () => {
    const t = engagementTemplate("real-estate-purchase")!;
    const prepared = engagement.prepare({
      messageId: inquiry(),
      template: engagementTemplate(t.id)!,
      standard: standardTerms,
      edit: edit(t.id, { propertyPrice: "1,250,000" }),
      staffId: staff(),
      now: clock,
    });
    expect(prepared?.ok).toBe(true);
    if (!prepared?.ok) return;
    const terms = engagement.terms(engagement.store.get(prepared.id)!);
    const fee = feeForPropertyPrice("purchase", 125_000_000);
    expect(terms.fee.amountCents).toBe(fee);
    expect(fee).toBe(175_000);
    const text = letterText(terms);
    expect(text).toContain("flat fee of $1,750.00");
    expect(text).toContain("HST (13%) on it is $227.50");
    expect(text).toContain("$1,977.50");
    expect(text).toMatch(/Rule 3\.7/);
    expect(text).toMatch(/By-Law 7\.1/);
  });

  it("takes the wills package fee as published, and refuses a fee below an immigration 'from' amount", () => {
    const wills = engagement.prepare({
      messageId: inquiry(),
      template: engagementTemplate("wills-powers-of-attorney")!,
      standard: standardTerms,
      edit: edit("wills-powers-of-attorney", { feeSource: "estate-couples-dual" }),
      staffId: staff(),
      now: clock,
    });
    if (!wills?.ok) throw new Error("not prepared");
    const couples = estatePackages.find((p) => p.id === "couples-dual")!;
    expect(engagement.terms(engagement.store.get(wills.id)!).fee.amountCents).toBe(
      couples.feeCents,
    );
    const low = engagement.prepare({
      messageId: inquiry(),
      template: engagementTemplate("immigration")!,
      standard: standardTerms,
      edit: edit("immigration", {
        feeSource: "immigration-permanent-residence",
        feeAmount: "2,000",
      }),
      staffId: 1,
      now: clock,
    });
    expect(low).toEqual({
      ok: false,
      errors: { feeAmount: expect.stringMatching(/lower than the published/) },
    });
  });

  it("asks for the hourly rate the family law template states, and prints it with its HST", () => {
    const messageId = inquiry();
    const staffId = staff();
    const none = engagement.prepare({
      messageId,
      template: engagementTemplate("family-law")!,
      standard: standardTerms,
      edit: edit("family-law"),
      staffId,
      now: clock,
    });
    expect(none).toEqual({ ok: false, errors: { hourlyRate: expect.any(String) } });
    const ok = engagement.prepare({
      messageId,
      template: engagementTemplate("family-law")!,
      standard: standardTerms,
      edit: edit("family-law", { hourlyRate: "350" }),
      staffId,
      now: clock,
    });
    if (!ok?.ok) throw new Error("not prepared");
    const text = letterText(engagement.terms(engagement.store.get(ok.id)!));
    expect(text).toContain("retainer of $1,356.00"); // $1,200 + $156 HST
    expect(text).toContain("$350.00 an hour plus HST of $45.50");
  });
});

describe("the link and the one-time code", () => {
  it("stores only hashes: the link's token and the code never sit in the database", async () => {
    const { id, token } = await sentLetter();
    const code = await codeFor(id);
    const dump = JSON.stringify(
      db.sqlite.prepare("SELECT * FROM engagement_letters").all(),
      (_k, v) => (v?.type === "Buffer" ? "" : v),
    );
    const emailsDump = JSON.stringify(
      db.sqlite.prepare("SELECT body FROM engagement_emails").all(),
    );
    expect(dump).not.toContain(token);
    expect(emailsDump).not.toContain(token);
    // As a number of its own: six random digits may occur inside a longer one (a date, a time).
    expect(emailsDump).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
    expect(dump).not.toContain(`"${code}"`);
    expect(
      db.sqlite
        .prepare("SELECT count(*) AS n FROM engagement_links WHERE token_hash = ?")
        .get(secretTokenHash(token)),
    ).toEqual({ n: 1 });
    expect(engagement.access.open(token, client, clock)?.id).toBe(id);
    // One character changed (never to itself: a random token may already end in "A").
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(engagement.access.open(altered, client, clock)).toBeUndefined();
  });

  it("allows five tries, then the code is void; a new code needs a minute; codes expire after ten minutes", async () => {
    const { id } = await sentLetter();
    const code = await codeFor(id);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= codeRules.maxAttempts; i++) {
      const result = engagement.access.verifyCode(engagement.store.get(id)!, wrong, client, clock);
      expect(result.ok).toBe(false);
    }
    expect(engagement.access.verifyCode(engagement.store.get(id)!, code, client, clock)).toEqual({
      ok: false,
      message: expect.stringMatching(/too many times/),
    });
    // Asking again at once is refused; a minute later a new code works.
    expect(engagement.access.requestCode(engagement.store.get(id)!, client, clock).ok).toBe(false);
    const second = await codeFor(id);
    clock += codeRules.validMs + 1;
    expect(engagement.access.verifyCode(engagement.store.get(id)!, second, client, clock)).toEqual({
      ok: false,
      message: expect.stringMatching(/expired/),
    });
    const third = await codeFor(id);
    const ok = engagement.access.verifyCode(engagement.store.get(id)!, third, client, clock);
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(
        engagement.access.clientVerified(engagement.store.get(id)!, ok.sessionToken, clock),
      ).toBe(true);
    expect(engagement.access.clientVerified(engagement.store.get(id)!, "x".repeat(43), clock)).toBe(
      false,
    );
  });

  it("sends at most six codes for one letter", async () => {
    const { id } = await sentLetter();
    for (let i = 0; i < codeRules.maxCodes; i++) await codeFor(id);
    clock += codeRules.resendAfterMs;
    expect(engagement.access.requestCode(engagement.store.get(id)!, client, clock)).toEqual({
      ok: false,
      message: expect.stringMatching(/Too many codes/),
    });
  });
});

describe("signing, sealing and immutability", () => {
  async function signed() {
    const letter = await sentLetter();
    expect(engagement.access.open(letter.token, client, clock)?.openedAt).toBe(clock);
    const code = await codeFor(letter.id);
    expect(
      engagement.access.verifyCode(engagement.store.get(letter.id)!, code, client, clock).ok,
    ).toBe(true);
    expect(engagement.consent(engagement.store.get(letter.id)!, client, clock)).toBe(true);
    const result = await engagement.sign(
      engagement.store.get(letter.id)!,
      "  lee   CHAN ",
      client,
      clock,
    );
    expect(result.ok).toBe(true);
    return letter;
  }

  it("refuses a name that is not the client's, and signs with the same name in any case and spacing", async () => {
    const letter = await sentLetter();
    const code = await codeFor(letter.id);
    engagement.access.verifyCode(engagement.store.get(letter.id)!, code, client, clock);
    engagement.consent(engagement.store.get(letter.id)!, client, clock);
    const wrong = await engagement.sign(
      engagement.store.get(letter.id)!,
      "Lee Chang",
      client,
      clock,
    );
    expect(wrong).toEqual({ ok: false, message: expect.stringMatching(/Lee Chan/) });
    const right = await engagement.sign(
      engagement.store.get(letter.id)!,
      "LEE  chan",
      client,
      clock,
    );
    expect(right.ok).toBe(true);
  });

  it("makes a PDF with the letter, the signature and an audit page whose hash matches the stored one", async () => {
    const { id } = await signed();
    const row = engagement.store.get(id)!;
    const pdf = engagement.pdf(row, "signed")!;
    expect(sha256(pdf)).toBe(row.signedSha256);
    expect(row.textSha256).toBe(sha256(letterText(engagement.terms(row))));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getSubject()).toBe(`Letter text SHA-256 ${row.textSha256}`);
    const text = pdfText(pdf);
    expect(text).toContain(row.textSha256 ?? "missing");
    expect(text).toContain("/s/ lee CHAN");
    expect(text).toContain("Audit page");
    expect(text).toContain("203.0.113.7");
    expect(text).toContain("TestBrowser/1.0");
    expect(text).toMatch(/One-time code verified/);
    expect(text).toMatch(/UTC/);
    expect(text).toMatch(/Toronto time/);
    // Both sides get it attached.
    const mails = composeAll();
    expect(mails.map((m) => m.to)).toEqual(["lee@example.com", "desk@firm.example"]);
    for (const m of mails) {
      const [attachment] = (m.attachments ?? []) as { content: Buffer }[];
      expect(sha256(attachment!.content)).toBe(row.signedSha256);
    }
    expect(letterStageFor(db, row.messageId!)).toMatchObject({ stage: "signed", letterId: id });
  });

  it("verifies a copy byte for byte: one changed byte is no match", async () => {
    const { id } = await signed();
    const pdf = engagement.pdf(engagement.store.get(id)!, "signed")!;
    expect(engagement.verifyCopy(pdf)).toMatchObject({
      match: true,
      letterId: id,
      which: "signed",
    });
    const tampered = Buffer.from(pdf);
    const at = Math.floor(tampered.length / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 1;
    expect(engagement.verifyCopy(tampered)).toMatchObject({ match: false });
  });

  it("refuses with SQL any change or deletion of a signed letter and of its audit trail", async () => {
    const { id, messageId } = await signed();
    const sql = db.sqlite;
    expect(() =>
      sql.prepare("UPDATE engagement_letters SET signed_sha256 = 'x' WHERE id = ?").run(id),
    ).toThrow(/cannot change/);
    expect(() =>
      sql.prepare("UPDATE engagement_letters SET content = x'00' WHERE id = ?").run(id),
    ).toThrow(/cannot change/);
    expect(() =>
      sql.prepare("UPDATE engagement_letters SET signed_name = 'Someone' WHERE id = ?").run(id),
    ).toThrow(/cannot change/);
    expect(() => sql.prepare("DELETE FROM engagement_letters WHERE id = ?").run(id)).toThrow(
      /cannot be deleted/,
    );
    expect(() =>
      sql.prepare("UPDATE engagement_events SET at = 0 WHERE letter_id = ?").run(id),
    ).toThrow(/cannot change/);
    expect(() => sql.prepare("DELETE FROM engagement_events WHERE letter_id = ?").run(id)).toThrow(
      /cannot be deleted/,
    );
    // Re-wrapping its key (a master key rotation) is allowed.
    sql.prepare("UPDATE engagement_letters SET key_id = 'rotated' WHERE id = ?").run(id);
    // Deleting the inquiry keeps the signed letter, detached.
    sql.prepare("DELETE FROM contact_messages WHERE id = ?").run(messageId);
    expect(engagement.store.get(id)).toMatchObject({
      messageId: null,
      signedAt: expect.any(Number),
    });
  });

  it("deletes unsigned letters with their inquiry", async () => {
    const { id, messageId } = await sentLetter();
    db.sqlite.prepare("DELETE FROM contact_messages WHERE id = ?").run(messageId);
    expect(engagement.store.get(id)).toBeUndefined();
  });

  it("is countersigned only by the lawyer it names as responsible, never by another staff account", async () => {
    const { id, staffId: lawyer } = await signed();
    const reviewer = Number(
      db.sqlite
        .prepare(
          "INSERT INTO desk_staff (email, name, user_handle, created_at) VALUES ('rita@firm.example', 'Rita Reviewer', ?, ?)",
        )
        .run(randomBytes(8).toString("hex"), clock).lastInsertRowid,
    );
    const row = engagement.store.get(id)!;
    expect(engagement.countersigner(row, reviewer)).toEqual({
      allowed: false,
      lawyerName: "Danielle Mercer",
    });
    expect(await engagement.countersign(row, reviewer, clock + 1000)).toEqual({
      ok: false,
      message: "Only Danielle Mercer, the lawyer responsible, can countersign it.",
    });
    expect(engagement.store.get(id)?.countersignedAt).toBeNull();
    // The lawyer's own account: added with the e-mail address app/content/firm.ts gives her.
    expect(engagement.countersigner(row, lawyer).allowed).toBe(true);
    expect((await engagement.countersign(row, lawyer, clock + 2000)).ok).toBe(true);
    // The countersignature names the lawyer the letter names.
    expect(engagement.store.get(id)?.countersignedName).toBe("Danielle Mercer");
  });

  it("countersigns: a new PDF that keeps the signed pages, its hash recorded, the original unchanged", async () => {
    const { id, staffId } = await signed();
    composeAll();
    const before = engagement.store.get(id)!;
    const result = await engagement.countersign(before, staffId, clock + 1000);
    expect(result.ok).toBe(true);
    const after = engagement.store.get(id)!;
    expect(after.signedSha256).toBe(before.signedSha256);
    const counter = engagement.pdf(after, "countersigned")!;
    expect(sha256(counter)).toBe(after.countersignedSha256);
    const original = await PDFDocument.load(engagement.pdf(after, "signed")!);
    const countered = await PDFDocument.load(counter);
    expect(countered.getPageCount()).toBe(original.getPageCount() + 1);
    expect(engagement.verifyCopy(counter)).toMatchObject({ match: true, which: "countersigned" });
    expect((await engagement.countersign(after, staffId)).ok).toBe(false);
    expect(() =>
      db.sqlite
        .prepare("UPDATE engagement_letters SET countersigned_sha256 = 'x' WHERE id = ?")
        .run(id),
    ).toThrow(/cannot change/);
    expect(engagement.store.events(id).map((e) => e.kind)).toEqual([
      "prepared",
      "sent",
      "opened",
      "code-sent",
      "code-verified",
      "consented",
      "signed",
      "countersigned",
    ]);
    expect(letterStageFor(db, after.messageId!)).toMatchObject({ stage: "countersigned" });
  });
});
