import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed (stdout and stderr), for assertions about logs. */
  output: () => string;
  /** SIGTERM and wait for exit. Keeps the data dir unless `removeData` is set. */
  stop: (opts?: { removeData?: boolean }) => Promise<number | null>;
}

/** The compiled production server, exactly what `npm run serve` and the container run. */
export const serverEntry = "build/bin/server.js";

/**
 * Starts the production server (`npm run serve`'s entry: plain `node` on the compiled server, no
 * TypeScript loader) on a free loopback port with its own data directory. Extra environment
 * variables override the defaults; `cwd` runs it from another copy of the files (the image layout).
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  dataDir?: string,
  options: { cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "firm-site-data-"));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: options.cwd ?? projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d) => {
    output += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const started = new Promise<void>((resolve, reject) => {
    // Generous: on a shared 2-core machine under load a start can take many seconds.
    const deadline = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      90_000,
    );
    const check = setInterval(() => {
      if (output.includes('"event":"listening"')) {
        clearInterval(check);
        clearTimeout(deadline);
        resolve();
      }
    }, 50);
    child.on("exit", (code) => {
      clearInterval(check);
      clearTimeout(deadline);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  try {
    await started;
  } catch (error) {
    // A server that never started leaves nothing behind: no process, no data dir of ours.
    if (child.exitCode === null) child.kill("SIGKILL");
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir: dir,
    process: child,
    output: () => output,
    stop: async (opts = {}) => {
      const code = await new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (c) => resolve(c));
        child.kill("SIGTERM");
      });
      if (opts.removeData) rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}
