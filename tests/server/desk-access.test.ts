import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { hashSecret } from "~/db/staff-access.server";
import { deskRoutes, signedInPasskeySteps } from "~/desk/desk-routes";
import { sitePaths } from "~/site-pages.server";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };
let db: Repositories;
let messageId: number;
const secret = "Unmistakable-Secret-Marker-7731";
const sessions: Record<string, string> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startDeskServer({ DESK_SIGNIN_RATE_LIMIT: "4" });
  db = openDatabase(server.dataDir);
  messageId = db.messages.save({
    firstName: "Rowan",
    lastName: "Secretperson",
    email: "rowan.secret@example.com",
    message: `Please call me about ${secret}.`,
  } as never);
  const active = db.staff.addStaff("active@example.com", "Active Person");
  const disabled = db.staff.addStaff("disabled@example.com", "Disabled Person");
  const now = Date.now();
  sessions.valid = db.staff.createSession(active.id, now);
  sessions.idle = db.staff.createSession(active.id, now - 31 * MINUTE);
  sessions.tooOld = db.staff.createSession(active.id, now - 13 * 60 * MINUTE);
  // Active a minute ago, but signed in 13 hours ago: past the absolute lifetime.
  db.db.sqlite
    .prepare("UPDATE desk_sessions SET last_seen_at = ? WHERE id_hash = ?")
    .run(now - MINUTE, hashSecret(sessions.tooOld));
  sessions.disabled = db.staff.createSession(disabled.id, now);
  db.staff.disableStaff(disabled.id);
  // A disabled account's session row, as if it had survived: the account check still refuses it.
  db.db.sqlite
    .prepare(
      "INSERT INTO desk_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
    )
    .run(hashSecret(sessions.disabled), disabled.id, now, now);
  sessions.forged = "A".repeat(43);
});
afterAll(async () => {
  db?.db.close();
  await server?.stop({ removeData: true });
});

const cookie = (id: string | undefined): Record<string, string> =>
  id ? { cookie: `__Host-desk-session=${id}` } : {};

function urlOf(path: string): string {
  return path
    .replace(":id", String(messageId))
    .replace(":token", "x".repeat(43))
    .replace(":step", "add-options")
    .replace(":file", "signed.pdf");
}

function request(
  path: string,
  init: {
    method?: string;
    session?: string;
    origin?: string | null;
    body?: string;
    type?: string;
  } = {},
) {
  const headers: Record<string, string> = { ...cookie(init.session) };
  if (init.origin !== null) headers.origin = init.origin ?? server.base;
  if (init.body !== undefined)
    headers["content-type"] = init.type ?? "application/x-www-form-urlencoded";
  return fetch(server.base + path, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "manual",
  });
}

/** A refusal: a redirect to the sign-in page (document, or React Router's `.data` redirect), or 401/403. */
async function expectRefused(res: Response, what: string) {
  const body = await res.text();
  expect(body, what).not.toContain(secret);
  expect(body, what).not.toContain("Secretperson");
  expect(body, what).not.toContain("rowan.secret");
  if (res.status === 302) expect(res.headers.get("location"), what).toMatch(/^\/desk\/sign-in/);
  else if (res.status === 202) expect(body, what).toMatch(/"redirect","\/desk\/sign-in/);
  else expect([401, 403], what).toContain(res.status);
}

const staffRoutes = deskRoutes.filter((r) => r.access === "staff");
const badSessions = ["none", "idle", "tooOld", "disabled", "forged"] as const;

describe("every signed-in desk route refuses a bad session", () => {
  it("lists the routes it checks from the desk's route table", () => {
    expect(staffRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/desk",
        "/desk/inquiries/:id",
        "/desk/overview",
        "/desk/privacy",
        "/desk/audit",
        "/desk/account",
        "/desk/inquiries.csv",
        "/desk/privacy/export",
        "/desk/sign-out",
        "/desk/engagement-letters/:id",
        "/desk/engagement-letters/:id/:file",
        "/desk/engagement-letters/verify",
      ]),
    );
  });

  it("a valid session sees the inquiry (so the refusals below are real)", async () => {
    const res = await request(`/desk/inquiries/${messageId}`, { session: sessions.valid });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(secret);
    const data = await request(`/desk/inquiries/${messageId}.data`, { session: sessions.valid });
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(secret);
  });

  it("finds the session among the browser's other cookies, however the header is spaced (RFC 6265 §5.4)", async () => {
    for (const header of [
      `theme=dark; __Host-desk-session=${sessions.valid}; lang=en`,
      `theme=dark;__Host-desk-session=${sessions.valid}`,
      `__Host-desk-session=${sessions.valid}; __Host-desk-session=${sessions.forged}`,
    ]) {
      const res = await fetch(`${server.base}/desk/inquiries/${messageId}`, {
        headers: { cookie: header },
        redirect: "manual",
      });
      expect(res.status, header).toBe(200);
      expect(await res.text(), header).toContain(secret);
    }
    const other = await fetch(`${server.base}/desk/inquiries/${messageId}`, {
      headers: { cookie: `x__Host-desk-session=${sessions.valid}` },
      redirect: "manual",
    });
    await expectRefused(other, "a cookie of another name");
  });

  for (const kind of badSessions) {
    it(`refuses ${kind === "none" ? "no session" : `a ${kind} session`} on every route, document and .data, GET and POST`, async () => {
      const session = kind === "none" ? undefined : sessions[kind];
      for (const route of staffRoutes) {
        const path = urlOf(route.path);
        if (route.get) {
          await expectRefused(await request(path, { session }), `GET ${path} (${kind})`);
          if (route.kind === "page")
            await expectRefused(
              await request(`${path === "/desk" ? "/desk" : path}.data`, { session }),
              `GET ${path}.data (${kind})`,
            );
        }
        if (route.post) {
          const body = new URLSearchParams({
            intent: "note",
            note: "forged",
            email: "rowan.secret@example.com",
            format: "json",
            confirm: "yes",
            status: "all",
          }).toString();
          await expectRefused(
            await request(path, { method: "POST", session, body }),
            `POST ${path} (${kind})`,
          );
          if (route.kind === "page")
            await expectRefused(
              await request(`${path}.data`, { method: "POST", session, body }),
              `POST ${path}.data (${kind})`,
            );
        }
      }
      // The passkey route's signed-in steps answer 401 without a session.
      for (const step of signedInPasskeySteps) {
        const res = await request(`/desk/passkey/${step}`, {
          method: "POST",
          session,
          body: "{}",
          type: "application/json",
        });
        expect(res.status, step).toBe(401);
      }
      expect(db.inquiries.notes(messageId)).toEqual([]);
      expect(db.messages.get(messageId)).toBeDefined();
    });
  }

  it("forgets an expired session: the row is deleted and the cookie cleared", async () => {
    const res = await request("/desk", { session: sessions.idle });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-desk-session=;.*Max-Age=0/);
    expect(
      db.db.sqlite
        .prepare("SELECT 1 FROM desk_sessions WHERE id_hash = ?")
        .get(hashSecret(sessions.idle as string)),
    ).toBeUndefined();
  });
});

describe("desk protections", () => {
  it("refuses a cross-origin or origin-less POST even with a valid session", async () => {
    const body = new URLSearchParams({ intent: "note", note: "from another site" }).toString();
    for (const origin of ["https://evil.example", "null", null]) {
      const res = await request(`/desk/inquiries/${messageId}`, {
        method: "POST",
        session: sessions.valid,
        origin,
        body,
      });
      expect(res.status, String(origin)).toBe(403);
    }
    const signIn = await request("/desk/passkey/sign-in-options", {
      method: "POST",
      origin: "https://evil.example",
      body: "{}",
      type: "application/json",
    });
    expect(signIn.status).toBe(403);
    expect(db.inquiries.notes(messageId)).toEqual([]);
    // The same post from the desk's origin works.
    const ok = await request(`/desk/inquiries/${messageId}`, {
      method: "POST",
      session: sessions.valid,
      body,
    });
    expect(ok.status).toBe(200);
    expect(db.inquiries.notes(messageId).map((n) => n.body)).toEqual(["from another site"]);
  });

  it("refuses an expired, reused or revoked enrollment link", async () => {
    const staff = db.staff.addStaff("newcomer@example.com", "New Comer");
    const expired = db.staff.createEnrollment(staff.id, Date.now() - 25 * 60 * MINUTE);
    const page = await request(`/desk/enroll/${expired}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This link no longer works");
    const options = await request("/desk/passkey/enroll-options", {
      method: "POST",
      body: JSON.stringify({ token: expired }),
      type: "application/json",
    });
    expect(options.status).toBe(410);

    const used = db.staff.createEnrollment(staff.id);
    const usable = await request(`/desk/enroll/${used}`);
    expect(usable.status).toBe(200);
    // As sent, before its script has hydrated it, the page's one button is disabled: a press then
    // would do nothing. So is the sign-in page's (the browser tests press them once enabled).
    const button = (html: string) =>
      /<button\b[^>]*>(?=(?:Create my passkey|Sign in with a passkey)<)/.exec(html)?.[0] ?? "";
    expect(button(await usable.text())).toMatch(/\sdisabled=""/);
    expect(button(await (await request("/desk/sign-in")).text())).toMatch(/\sdisabled=""/);
    expect(db.staff.consumeEnrollment(used)).toBe(true);
    expect((await request(`/desk/enroll/${used}`)).status).toBe(410);
    const reuse = await request("/desk/passkey/enroll", {
      method: "POST",
      body: JSON.stringify({ token: used, response: {} }),
      type: "application/json",
    });
    expect(reuse.status).toBe(410);

    const first = db.staff.createEnrollment(staff.id);
    db.staff.createEnrollment(staff.id);
    expect((await request(`/desk/enroll/${first}`)).status).toBe(410);
  });

  it("is never cached, never indexed, and carries the site's CSP", async () => {
    for (const path of [
      "/desk",
      "/desk.data",
      `/desk/inquiries/${messageId}`,
      "/desk/sign-in",
      "/desk/enroll/nope",
    ]) {
      for (const session of [undefined, sessions.valid]) {
        const res = await request(path, { session });
        expect(res.headers.get("cache-control"), path).toBe("no-store");
        expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        expect(res.headers.get("strict-transport-security"), path).toBeTruthy();
        if (res.status === 200 && !path.endsWith(".data")) {
          const csp = res.headers.get("content-security-policy") ?? "";
          expect(csp, path).toContain("frame-ancestors 'none'");
          expect(csp, path).not.toContain("unsafe-eval");
          expect(
            csp.split(";").find((d) => d.includes("script-src")),
            path,
          ).not.toContain("unsafe-inline");
          expect(await res.text(), path).toContain(
            '<meta name="robots" content="noindex, nofollow"/>',
          );
        } else await res.arrayBuffer();
      }
    }
  });

  it("is disallowed in robots.txt and absent from the sitemaps", async () => {
    expect(await (await request("/robots.txt")).text()).toMatch(/^Disallow: \/desk$/m);
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/desk");
    expect(sitePaths.some((p) => p.startsWith("/desk"))).toBe(false);
  });

  it("signs out everywhere: every session of the person ends", async () => {
    const person = db.staff.addStaff("traveller@example.com", "Travelling Person");
    const phone = db.staff.createSession(person.id);
    const laptop = db.staff.createSession(person.id);
    const res = await request("/desk/sign-out", {
      method: "POST",
      session: phone,
      body: new URLSearchParams({ scope: "everywhere" }).toString(),
    });
    expect(res.status).toBe(302);
    // The next sign-in leads to the person's passkeys, to review them: sessions end, passkeys not.
    expect(res.headers.get("location")).toBe(
      "/desk/sign-in?signedOut=everywhere&next=%2Fdesk%2Faccount%3Freview%3D1",
    );
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    for (const id of [phone, laptop])
      expect((await request("/desk", { session: id })).status).toBe(302);
    expect(db.audit.entries({ limit: 5 }).some((e) => e.action === "signed-out-everywhere")).toBe(
      true,
    );
  });

  it("a session cookie alone cannot add or remove a passkey: it must confirm with one first (docs/DESK.md#2-lost-or-replaced-devices)", async () => {
    const person = db.staff.addStaff("stolen@example.com", "Stolen Cookie");
    for (const id of ["first-passkey", "second-passkey"])
      db.staff.addPasskey(person.id, {
        id,
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        deviceType: "multiDevice",
        backedUp: true,
      });
    const stolen = db.staff.createSession(person.id);
    const step = (name: string, body: unknown = {}) =>
      request(`/desk/passkey/${name}`, {
        method: "POST",
        session: stolen,
        body: JSON.stringify(body),
        type: "application/json",
      });
    // No options for a new passkey, and an answer to none is refused the same way.
    const options = await step("add-options");
    expect(options.status).toBe(403);
    expect((await options.json()).message).toMatch(/^Confirm it is you with one of your passkeys/);
    const added = await step("add", { response: { id: "planted", response: {} } });
    expect(added.status).toBe(403);
    // Removing one is refused too, as a page post and as data.
    for (const path of ["/desk/account", "/desk/account.data"]) {
      const removed = await request(path, {
        method: "POST",
        session: stolen,
        body: new URLSearchParams({
          intent: "remove-passkey",
          passkey: "second-passkey",
        }).toString(),
      });
      expect(removed.status, path).toBe(403);
      expect(await removed.text(), path).toContain("Confirm it is you");
    }
    expect(
      db.staff
        .passkeysOf(person.id)
        .map((p) => p.id)
        .sort(),
    ).toEqual(["first-passkey", "second-passkey"]);
    // What it may do is ask to confirm, for this person's passkeys only; a made-up answer fails.
    const confirmOptions = await step("confirm-options");
    expect(confirmOptions.status).toBe(200);
    const { options: asked } = (await confirmOptions.json()) as {
      options: { allowCredentials: { id: string }[]; userVerification: string };
    };
    expect(asked.allowCredentials.map((c) => c.id).sort()).toEqual([
      "first-passkey",
      "second-passkey",
    ]);
    expect(asked.userVerification).toBe("required");
    const forged = await step("confirm", {
      response: { id: "first-passkey", response: { clientDataJSON: "e30", signature: "AA" } },
    });
    expect(forged.status).toBe(401);
    expect((await step("add-options")).status).toBe(403);
  });

  it("sets the session cookie host-only, HttpOnly, Secure and SameSite=Lax", async () => {
    const { DeskServices } = await import("~/desk/desk.server");
    const services = new DeskServices({
      repositories: db,
      logger: { info() {}, warn() {}, error() {} },
      settings: {
        siteUrl: server.base,
        rpName: "Desk",
        retentionDays: 365,
        notificationsOn: false,
        session: { idleMs: 30 * MINUTE, maxMs: 12 * 60 * MINUTE },
      },
    });
    expect(services.sessionCookie("x".repeat(43))).toBe(
      `__Host-desk-session=${"x".repeat(43)}; Path=/; Max-Age=43200; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it("keeps the audit log append-only", () => {
    db.audit.record(null, "signed-in");
    expect(() => db.db.sqlite.prepare("UPDATE desk_audit_log SET detail = 'x'").run()).toThrow(
      /append-only/,
    );
    expect(() => db.db.sqlite.prepare("DELETE FROM desk_audit_log").run()).toThrow(/append-only/);
  });

  it("rate limits sign-in attempts per address with HTTP 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request("/desk/passkey/sign-in-options", {
        method: "POST",
        body: "{}",
        type: "application/json",
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    // Four sign-in or enrollment requests per address (DESK_SIGNIN_RATE_LIMIT=4 here), counting
    // the enrollment requests above; then 429 until the window ends.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(4);
    expect(statuses.slice(0, firstRefused).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
  });
});
