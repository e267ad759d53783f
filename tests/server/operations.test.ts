import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { ContactMessages } from "~/db/contact-messages.server";
import { databaseFileName, SiteDatabase } from "~/db/database.server";
import { freePort, projectRoot, type RunningServer, startServer } from "../support/server";
import {
  damageDatabase,
  postContact,
  seedInbox,
  storedMessage,
  validMessage,
} from "./contact-support";

let servers: RunningServer[] = [];
let dirs: string[] = [];
afterEach(async () => {
  for (const s of servers) await s.stop({ removeData: true });
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  servers = [];
  dirs = [];
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

async function serve(env: Record<string, string> = {}, dataDir?: string) {
  const server = await startServer(env, dataDir);
  servers.push(server);
  return server;
}

/** Runs a compiled operations command (`npm run inbox|backup|healthcheck`) like the firm does. */
function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`build/bin/${command}.js`, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const HOUR = 60 * 60 * 1000;

describe("/healthz", { timeout: 120_000 }, () => {
  it("answers 200 with states only, never cached, and the container's check passes", async () => {
    const server = await serve();
    expect((await postContact(server.url, validMessage)).status).toBe(200);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      database: "writable",
      outbox: "off",
      oldestWaitingMinutes: 0,
    });
    for (const personal of [validMessage.firstName, validMessage.email, "127.0.0.1"])
      expect(text).not.toContain(personal);
    const head = await fetch(`${server.url}/healthz`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const check = run("healthcheck", [], { PORT: String(server.port), HOST: "127.0.0.1" });
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^200 /);
    // Health checks are not logged: they would bury the requests that matter.
    expect(server.output()).not.toContain("/healthz");
  });

  it("answers 503 when a notification has waited longer than OUTBOX_STUCK_AFTER_MINUTES", {
    timeout: 120_000,
  }, async () => {
    const dir = tempDir("health-stuck-");
    seedInbox(dir, 1, () => ({}), Date.now() - 2 * HOUR);
    const deadSmtp = await freePort();
    const server = await serve(
      { SMTP_URL: `smtp://127.0.0.1:${deadSmtp}`, OUTBOX_STUCK_AFTER_MINUTES: "60" },
      dir,
    );
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ status: "failing", database: "writable", outbox: "stuck" });
    expect(body.oldestWaitingMinutes).toBeGreaterThanOrEqual(119);
    const check = run("healthcheck", [], { PORT: String(server.port), HOST: "127.0.0.1" });
    expect(check.status).toBe(1);
  });

  it("does not call waiting messages stuck while notifications are off", {
    timeout: 120_000,
  }, async () => {
    const dir = tempDir("health-off-");
    seedInbox(dir, 1, () => ({}), Date.now() - 2 * HOUR);
    const server = await serve({}, dir);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outbox: "off", oldestWaitingMinutes: 120 });
  });

  it("answers 503 when the database cannot be written", { timeout: 120_000 }, async () => {
    const server = await serve();
    // Another writer holds the write lock longer than the server waits for it (5 s).
    const db = new Database(path.join(server.dataDir, databaseFileName));
    db.exec("BEGIN IMMEDIATE");
    try {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "failing", database: "unwritable" });
    } finally {
      db.exec("ROLLBACK");
      db.close();
    }
    // Healthy again once the lock is gone (a result is reused for up to a second).
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers 503 when the inbox could not be opened", { timeout: 120_000 }, async () => {
    const dir = tempDir("health-unavailable-");
    const file = path.join(dir, "not-a-directory");
    writeFileSync(file, "x");
    const server = await startServer({}, file);
    servers.push(server);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "failing", database: "unavailable", outbox: "off" });
  });
});

describe("npm run backup", { timeout: 120_000 }, () => {
  it("copies the inbox while the server runs, and a restored copy holds every message", {
    timeout: 120_000,
  }, async () => {
    const server = await serve({ CONTACT_RATE_LIMIT: "100" });
    const names = ["Amara", "Bohdan", "Chen", "Dalia"];
    for (const firstName of names)
      expect((await postContact(server.url, { ...validMessage, firstName })).status).toBe(200);
    expect(
      (
        await postContact(server.url, {
          ...validMessage,
          firstName: "Spammy",
          website: "https://spam.example",
        })
      ).status,
    ).toBe(200);

    const backups = tempDir("backups-");
    const result = run("backup", ["--to", backups], { DATA_DIR: server.dataDir });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Backed up 5 messages to .*contact-inbox-.*\.sqlite3/);
    const [file] = readdirSync(backups);
    expect(file).toMatch(/^contact-inbox-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite3$/);
    const copy = path.join(backups, file!);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    // One self-contained file: no -wal or -shm to carry along.
    expect(readdirSync(backups)).toEqual([file]);

    // Restore as docs/OPERATIONS.md says: the copy becomes the database of an empty DATA_DIR.
    const restoredDir = tempDir("restored-");
    copyFileSync(copy, path.join(restoredDir, databaseFileName));
    const restored = await serve({}, restoredDir);
    expect((await fetch(`${restored.url}/healthz`)).status).toBe(200);
    const listing = run("inbox", [], { DATA_DIR: restoredDir });
    expect(listing.status).toBe(0);
    expect(listing.stdout).toMatch(/^5 messages \(1 suspected spam\), newest first/);
    for (const name of [...names, "Spammy"]) expect(listing.stdout).toContain(`${name} Raman`);
  });

  it("keeps only the newest backups with --keep", () => {
    const dataDir = tempDir("backup-keep-");
    seedInbox(dataDir, 2);
    const backups = path.join(dataDir, "backups");
    for (let i = 0; i < 3; i++) {
      const result = run("backup", ["--keep", "2"], { DATA_DIR: dataDir });
      expect(result.status, result.stderr).toBe(0);
    }
    expect(readdirSync(backups).filter((f) => f.endsWith(".sqlite3"))).toHaveLength(2);
  });

  it("says in one line when there is nothing to back up", () => {
    const result = run("backup", [], { DATA_DIR: tempDir("backup-empty-") });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("Nothing to back up");
  });
});

describe("npm run inbox", { timeout: 120_000 }, () => {
  it("prints what visitors typed without any terminal control sequence", () => {
    const dataDir = tempDir("inbox-escapes-");
    const db = SiteDatabase.open(dataDir);
    const inbox = new ContactMessages(db);
    inbox.save({
      ...storedMessage,
      firstName: "Eve\u001b[2J\u001b[H",
      lastName: "Mallory\u0007",
      email: "eve@example.com\u001b]0;pwned\u0007",
      message: [
        "Hello \u001b[31mred\u001b[0m world",
        "clip\u001b]52;c;ZXZpbA==\u0007board",
        "fake\rDelivery: e-mailed",
        "c1 \u009b31mcsi\u009b0m and \u009d0;title\u009c end",
        "bidi \u202eevil\u202c done",
        "tab\tkept",
      ].join("\n"),
    });
    inbox.save({ ...storedMessage, firstName: "Spam" }, Date.now(), { suspectedSpam: "too-fast" });
    db.close();

    const text = run("inbox", [], { DATA_DIR: dataDir });
    const csv = run("inbox", ["--csv"], { DATA_DIR: dataDir });
    for (const out of [text.stdout, csv.stdout]) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters.
      expect(out).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e]/);
      for (const kept of ["Eve", "Mallory", "red", "world", "clip", "board", "csi", "evil", "done"])
        expect(out).toContain(kept);
    }
    // A bare carriage return can no longer redraw a line: it became a line break.
    expect(text.stdout).toContain("    fake\n    Delivery: e-mailed");
    expect(text.stdout).toContain("tab\tkept");
    expect(csv.stdout).not.toMatch(/\r(?!\n)/);
    // The suspected-spam mark.
    expect(text.stdout).toMatch(/#2 .*\[SUSPECTED SPAM\]/);
    expect(text.stdout).toContain("Suspected spam: sent within 3 seconds of the form appearing");
  });

  it("exits 0 without a word when its reader stops early (| head)", { timeout: 60_000 }, () => {
    const dataDir = tempDir("inbox-epipe-");
    // Far more than a pipe holds (64 KB), so the listing is still being written when head exits.
    seedInbox(dataDir, 1_000, (i) => ({
      message: `Message number ${i}. ${"Some text. ".repeat(20)}`,
    }));
    const result = spawnSync(
      "bash",
      ["-c", "set -o pipefail; node build/bin/inbox.js | head -n 1"],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(result.stdout).toMatch(/^1000 messages, newest first\.\n$/);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it.each([
    [
      "is not a database",
      (dir: string) => writeFileSync(path.join(dir, databaseFileName), "x".repeat(8192)),
    ],
    [
      "is damaged",
      (dir: string) => {
        seedInbox(dir, 400, (i) => ({ message: `${"A long enough message. ".repeat(12)}${i}` }));
        damageDatabase(dir);
      },
    ],
  ])("prints one line and exits 1 when the database %s", (_what, prepare) => {
    const dataDir = tempDir("inbox-bad-");
    prepare(dataDir);
    const result = run("inbox", [], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^Cannot read the contact inbox at .*: .*restore it from a backup/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
