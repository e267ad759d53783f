import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, type RunningServer, serverEntry, startServer } from "../support/server";
import { postContact, validMessage } from "./contact-support";

// There is no container runtime on the test machine. Instead, these tests lay out exactly the files
// the Dockerfile's final stage copies (package.json, build/, db/ and the production node_modules that
// `npm prune --omit=dev` leaves) in a fresh directory, and run the image's own commands there.

const dockerfile = readFileSync(path.join(projectRoot, "Dockerfile"), "utf8");
const finalStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

/** The exec-form arguments of an instruction in the final stage (CMD, or HEALTHCHECK … CMD). */
function execForm(instruction: RegExp): string[] {
  const match = instruction.exec(finalStage.replace(/\\\n\s*/g, " "));
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

/** Top-level packages npm keeps with --omit=dev: every lockfile entry not marked dev-only. */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(path.join(projectRoot, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.dev)
    .map(([key]) => key.slice("node_modules/".length))
    .filter((name) => existsSync(path.join(projectRoot, "node_modules", name)));
}

let image: string;
let data: string;
let server: RunningServer | undefined;

beforeAll(() => {
  image = mkdtempSync(path.join(tmpdir(), "image-layout-"));
  data = mkdtempSync(path.join(tmpdir(), "image-data-"));
  for (const [from, to] of [
    ...finalStage.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm),
  ].map((m) => [m[1]!, m[2]!] as const)) {
    if (to === "node_modules") {
      // Linked, not copied: the same bytes, and only the production packages are reachable.
      mkdirSync(path.join(image, "node_modules"));
      for (const name of productionPackages()) {
        const target = path.join(image, "node_modules", name);
        mkdirSync(path.dirname(target), { recursive: true });
        symlinkSync(path.join(projectRoot, "node_modules", name), target, "dir");
      }
    } else {
      cpSync(path.join(projectRoot, from), path.join(image, to), { recursive: true });
    }
  }
});

afterAll(async () => {
  await server?.stop();
  rmSync(image, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe("the container image", () => {
  it("runs plain node on the compiled server, checks /healthz, and keeps the inbox in a volume", () => {
    expect(execForm(/^CMD (\[.*\])$/m)).toEqual(["node", serverEntry]);
    expect(execForm(/^HEALTHCHECK [^\n]*?CMD (\[.*\])$/m)).toEqual([
      "node",
      "build/bin/healthcheck.js",
    ]);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(finalStage).toMatch(/DATA_DIR=\/data/);
    // No TypeScript loader at run time: tsx is a development tool only.
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8"));
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.scripts.serve).toBe(`NODE_ENV=production node ${serverEntry}`);
    expect(productionPackages()).not.toContain("tsx");
    expect(productionPackages()).not.toContain("esbuild");
  });

  it("serves the site, stores a message and passes its health check from the image's files alone", {
    timeout: 120_000,
  }, async () => {
    server = await startServer({}, data, { cwd: image });
    const page = await fetch(`${server.url}/about`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    expect((await postContact(server.url, validMessage)).status).toBe(200);
    const env = { ...process.env, PORT: String(server.port), HOST: "127.0.0.1", DATA_DIR: data };
    const health = spawnSync(
      process.execPath,
      execForm(/^HEALTHCHECK [^\n]*?CMD (\[.*\])$/m).slice(1),
      {
        cwd: image,
        env,
        encoding: "utf8",
      },
    );
    expect(health.status, health.stdout + health.stderr).toBe(0);
    const inbox = spawnSync(process.execPath, ["build/bin/inbox.js"], {
      cwd: image,
      env,
      encoding: "utf8",
    });
    expect(inbox.status, inbox.stderr).toBe(0);
    expect(inbox.stdout).toMatch(/^1 message, newest first/);
    expect(await server.stop()).toBe(0);
    server = undefined;
  });
});
