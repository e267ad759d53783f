import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { projectRoot, type RunningServer, serverEntry, startServer } from "./server";

let server: RunningServer | undefined;

/** One production server for the browser tests. `npm test` builds first; a bare run builds if needed. */
export async function setup(project: TestProject) {
  const built = ["build/server/index.js", serverEntry].every((f) =>
    existsSync(path.join(projectRoot, f)),
  );
  if (!built) {
    execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
  }
  server = await startServer();
  project.provide("baseURL", server.url);
}

export async function teardown() {
  await server?.stop({ removeData: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
