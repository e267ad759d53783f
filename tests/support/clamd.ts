/**
 * ClamAV's real daemon for the document tests: Debian's clamav-daemon with a signature database
 * made now with sigtool from the EICAR test file (no download), on a Unix socket in a temporary
 * directory. Started once per test run (tests/support/clamd-setup.ts).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ClamdScanner } from "../../app/documents/clamd-client.server";
import { eicar } from "./document-files";

export interface RunningClamd {
  socket: string;
  stop(): Promise<void>;
}

function binary(name: string, places: string[]): string {
  for (const place of places) {
    if (spawnSync("sh", ["-c", `command -v ${place}`]).status === 0) return place;
  }
  throw new Error(
    `${name} not found: install Debian's ClamAV (apt-get install -y --no-install-recommends clamav-daemon clamav); npm test does it when run as root.`,
  );
}

export async function startClamd(): Promise<RunningClamd> {
  const clamd = binary("clamd", ["clamd", "/usr/sbin/clamd"]);
  const sigtool = binary("sigtool", ["sigtool", "/usr/bin/sigtool"]);
  const dir = mkdtempSync(path.join(tmpdir(), "clamd-test-"));
  const databases = path.join(dir, "db");
  spawnSync("mkdir", [databases]);
  // A body signature (.ndb, any file type, any offset) from sigtool's hex dump of the EICAR file:
  // it matches the string wherever it is, for example inside a PDF that passes the type check.
  const dump = spawnSync(sigtool, ["--hex-dump"], { input: eicar });
  if (dump.status !== 0) throw new Error(`sigtool failed: ${dump.stderr.toString()}`);
  const hex = dump.stdout.toString().trim();
  writeFileSync(path.join(databases, "eicar-test.ndb"), `Eicar-Test-Signature:0:*:${hex}\n`);
  const socket = path.join(dir, "clamd.sock");
  const config = path.join(dir, "clamd.conf");
  writeFileSync(
    config,
    [
      "Foreground yes",
      `DatabaseDirectory ${databases}`,
      `LocalSocket ${socket}`,
      `LogFile ${path.join(dir, "clamd.log")}`,
      "StreamMaxLength 30M",
      "SelfCheck 0",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(clamd, ["-c", config], { stdio: "ignore" });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const scanner = new ClamdScanner({ path: socket }, 2_000);
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error("clamd exited at start; see its log in a kept run");
    try {
      await scanner.ping();
      break;
    } catch {
      if (Date.now() - started > 60_000) {
        child.kill();
        throw new Error("clamd did not answer within 60 s");
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    socket,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
