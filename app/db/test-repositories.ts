/**
 * What the data layer's tests share: a database of their own in a temporary folder for each test,
 * and a contact message to save. Imported only by tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import type { ContactMessage } from "~/contact/contact-schema";
import { currentConsentVersion } from "~/contact/contact-schema";
import { SiteDatabase } from "./database.server";
import { type Repositories, repositories } from "./repositories.server";

/** A notary inquiry from Ana Silva, with `over` changed. */
export const sampleMessage = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  phone: undefined,
  serviceType: "notary",
  message: "Can you notarise a letter?",
  referralSource: undefined,
  referralOther: undefined,
  consent: currentConsentVersion,
  ...over,
});

/**
 * Opens a fresh database (every migration applied) before each test of the file and deletes it
 * after; returns a getter for the current test's repositories.
 */
export function freshRepositoriesEachTest(prefix: string): () => Repositories {
  let dir = "";
  let repos: Repositories | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    repos = repositories(SiteDatabase.open(dir));
  });
  afterEach(() => {
    repos?.db.close();
    repos = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!repos) throw new Error("the repositories are open only inside a test");
    return repos;
  };
}
