/**
 * A copy of the project with other content files, built and served on its own: how a test proves
 * what adding files does to the site (one fixture article, a few hundred generated ones) without
 * touching the project's own build.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, projectRoot, serverEntry } from "./server";

/**
 * The few folders and files a build and the server need. `.gitignore` too: Tailwind skips what it
 * lists (the first build's output), so both builds agree on the stylesheet.
 */
const projectFiles = [
  ".gitignore",
  "app",
  "public",
  "server",
  "scripts",
  "db",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

export interface ProjectCopy {
  root: string;
  url: string;
  /** Stops the server and deletes the copy. */
  remove: () => Promise<void>;
}

/**
 * Copies the project, adds `files` (paths relative to the copy's root, with their text), builds it
 * with `npm run <script>` and starts its production server on a free port with its own data folder.
 */
export async function buildProjectCopy(
  files: Record<string, string>,
  options: { script?: string; prefix?: string } = {},
): Promise<ProjectCopy> {
  const root = mkdtempSync(path.join(tmpdir(), options.prefix ?? "firm-site-copy-"));
  let server: ChildProcess | undefined;
  const remove = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (existsSync(root)) rmSync(root, { recursive: true, force: true });
  };
  try {
    for (const name of projectFiles)
      cpSync(path.join(projectRoot, name), path.join(root, name), {
        recursive: true,
        filter: (src) => !src.includes(`${path.sep}.react-router`),
      });
    symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir");
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
    // Built as `npm test` builds the project: Vitest sets NODE_ENV=test, which would make Vite
    // bundle React's development build (its hydration warnings are not what visitors get).
    // Its pages are not precompressed (PRECOMPRESS=0): brotli at level 11 for a few hundred pages
    // costs more CPU than the rest of the test, and the server compresses the ones asked for.
    const { NODE_ENV: _testEnv, ...env } = process.env;
    execFileSync("npm", ["run", options.script ?? "build"], {
      cwd: root,
      stdio: "pipe",
      env: { ...env, PRECOMPRESS: "0" },
    });
    const port = await freePort();
    // The compiled server the build made, as `npm run serve` runs it (no TypeScript loader).
    server = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(root, "data"),
        SMTP_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const child = server;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes('"event":"listening"')) resolve();
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    return { root, url: `http://127.0.0.1:${port}`, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
