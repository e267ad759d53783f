import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { databaseFileName } from "~/db/database.server";
import { type RunningServer, startServer } from "../support/server";
import {
  type LoopbackSmtp,
  outboxSettled,
  postContact,
  startSmtp,
  storedRows,
  validMessage,
} from "./contact-support";

// A full disk during a burst of contact posts (docs/CONTACT-INBOX.md#delivery-retries-and-duplicates):
// the data directory is an 8 MB filesystem that the test fills while visitors keep posting, then
// frees. Each stored message must reach the firm exactly once and its sender at most once, and the
// outbox must say it is failing once, not at every attempt. A real tmpfs where the test may mount
// one (root, as in CI); otherwise the server's file-size limit is lowered (RLIMIT_FSIZE), so its
// writes past the database's current end come up short and SQLite reports SQLITE_FULL.

interface SmallFilesystem {
  dir: string;
  kind: "tmpfs" | "file-size limit";
  fill(server: RunningServer): void;
  free(server: RunningServer): void;
  remove(): void;
}

function smallFilesystem(): SmallFilesystem {
  const dir = mkdtempSync(path.join(tmpdir(), "disk-full-"));
  const filler = path.join(dir, "filler");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m,mode=0700", "tmpfs", dir], {
      stdio: "ignore",
    });
    return {
      dir,
      kind: "tmpfs",
      fill() {
        const fd = openSync(filler, "w");
        const chunk = Buffer.alloc(16 * 1024, 1);
        try {
          for (;;) writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
        } finally {
          closeSync(fd);
        }
      },
      free() {
        rmSync(filler, { force: true });
        // Room to work again: the database and its write-ahead log grow with the schema, so a
        // filesystem too small for them would stay full after the filler goes (and the test
        // would wait for e-mails a full disk can never let out).
        const { bavail, bsize } = statfsSync(dir);
        if (bavail * bsize < 2 * 1024 * 1024)
          throw new Error(`only ${bavail * bsize} bytes free after the filler went`);
      },
      remove() {
        execFileSync("umount", [dir], { stdio: "ignore" });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch {
    // No mount here (not root): limit the size of the files the server may write instead.
    const limit = (pid: number, bytes: string) =>
      execFileSync("prlimit", ["--pid", String(pid), `--fsize=${bytes}:unlimited`]);
    return {
      dir,
      kind: "file-size limit",
      fill(server) {
        const wal = path.join(dir, `${databaseFileName}-wal`);
        const size = Math.max(statSync(wal).size, statSync(path.join(dir, databaseFileName)).size);
        // A write that crosses the limit is cut short, which SQLite reports as SQLITE_FULL.
        limit(server.process.pid as number, String(size + 512));
      },
      free(server) {
        limit(server.process.pid as number, "unlimited");
      },
      remove() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}

/** Acknowledgements still waiting or being sent (they go after the notifications). */
/**
 * The Message-ID the outbox gave a message's e-mail in one queue (random, stored when the e-mail is
 * first composed and kept through retries: docs/STANDARDS.md#e-mail), or null before that.
 */
function mailIdOf(
  dataDir: string,
  table: "contact_outbox" | "contact_acknowledgements",
  messageId: number,
): string | null {
  const db = new Database(path.join(dataDir, databaseFileName), { readonly: true });
  try {
    const row = db
      .prepare(`SELECT mail_message_id AS id FROM ${table} WHERE message_id = ?`)
      .get(messageId) as { id: string | null } | undefined;
    return row?.id ?? null;
  } finally {
    db.close();
  }
}

function acknowledgementsWaiting(dataDir: string): number {
  const db = new Database(path.join(dataDir, databaseFileName), { readonly: true });
  try {
    return (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM contact_acknowledgements WHERE status IN ('pending', 'sending')",
        )
        .get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

let fs: SmallFilesystem | undefined;
let smtp: LoopbackSmtp | undefined;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  fs?.remove();
});

describe("a full disk during a burst of contact posts", () => {
  it("sends each stored message's notification exactly once and its acknowledgement at most once", {
    timeout: 180_000,
  }, async () => {
    fs = smallFilesystem();
    smtp = await startSmtp();
    server = await startServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        CONTACT_RATE_LIMIT: "1000",
        OUTBOX_RETRY_BASE_MS: "200",
      },
      fs.dir,
    );
    const running = server;
    const filesystem = fs;
    const send = (i: number) =>
      postContact(running.url, { ...validMessage, email: `visitor${i}@example.com` }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
      );
    const statuses: number[] = [];
    const burst = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 4)
        statuses.push(...(await Promise.all([0, 1, 2, 3].map((k) => send(i + k)))));
    };

    await burst(0, 12);
    filesystem.fill(running);
    await burst(12, 16);
    // While the disk is full the outbox backs off; give it time to fail more than once.
    await expect
      .poll(() => running.output().includes('"event":"outbox_database_failing"'), {
        timeout: 20_000,
      })
      .toBe(true);
    filesystem.free(running);
    // The next visitor's message (stored now that there is room) wakes the outbox at once.
    await burst(28, 4);

    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(12);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // Each e-mail is told apart by the Message-ID stored with it: a second send of one e-mail
    // carries the same one, so duplicates are counted.
    const sentWith = (mailId: string | null) =>
      mailId === null
        ? 0
        : (smtp?.received ?? []).filter((m) => m.includes(`Message-ID: ${mailId}`)).length;
    const notificationsOf = (id: number) =>
      sentWith(mailIdOf(filesystem.dir, "contact_outbox", id));
    const acknowledgementsOf = (id: number) =>
      sentWith(mailIdOf(filesystem.dir, "contact_acknowledgements", id));
    // Duplicates are counted even if the queues never settle (an outbox that resends forever).
    const settled = await expect
      .poll(
        () =>
          outboxSettled(filesystem.dir) &&
          storedRows(filesystem.dir).every((r) => notificationsOf(r.id) > 0) &&
          acknowledgementsWaiting(filesystem.dir) === 0,
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true)
      .then(
        () => true,
        () => false,
      );

    for (const row of storedRows(filesystem.dir)) {
      expect(notificationsOf(row.id), `notifications of #${row.id}`).toBe(1);
      expect(acknowledgementsOf(row.id), `acknowledgements of #${row.id}`).toBeLessThanOrEqual(1);
    }
    expect(settled, "every e-mail sent or dropped").toBe(true);
    // The failure was said once when it began (and again only if its kind changed), not per attempt.
    const failing = running.output().split('"event":"outbox_database_failing"').length - 1;
    expect(failing).toBeGreaterThanOrEqual(1);
    expect(failing).toBeLessThanOrEqual(3);
    // Said once more when the outbox's pass after the disk was freed completed.
    await expect
      .poll(() => running.output(), { timeout: 30_000 })
      .toContain('"event":"outbox_database_recovered"');
  });
});
