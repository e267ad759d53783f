import type { TestProject } from "vitest/node";
import { type RunningClamd, startClamd } from "./clamd";

let clamd: RunningClamd | undefined;

/** One ClamAV daemon for the whole run: the document tests scan through its socket. */
export async function setup(project: TestProject) {
  clamd = await startClamd();
  project.provide("clamdSocket", clamd.socket);
}

export async function teardown() {
  await clamd?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    clamdSocket: string;
  }
}
