import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteDatabase } from "~/db/database.server";
import { type Repositories, repositories } from "~/db/repositories.server";
import { parseEnv } from "~/platform/env.server";
import type { Logger } from "~/platform/logger.server";
import { currentConsentVersion } from "./contact-fields";
import type { ContactMessage } from "./contact-schema";
import { openContact } from "./open-contact.server";

// The contact inbox as the server opens it (app/contact/README.md): saving a message wakes the
// outbox unless it is suspected spam, a save without a database fails (the visitor is told to call
// or e-mail), and start-up applies the retention period.

const message: ContactMessage = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  phone: undefined,
  serviceType: "notary",
  message: "Can you notarise a letter?",
  referralSource: undefined,
  referralOther: undefined,
  consent: currentConsentVersion,
};
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let db: SiteDatabase;
let repos: Repositories;
let events: string[];
let wakes: number;
const logger: Logger = {
  info: (event) => events.push(event),
  warn: (event) => events.push(event),
  error: (event) => events.push(event),
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "open-contact-"));
  db = SiteDatabase.open(dir);
  repos = repositories(db);
  events = [];
  wakes = 0;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (repositories: Repositories | undefined, env: NodeJS.ProcessEnv = {}) =>
  openContact({
    repositories,
    env: parseEnv({ DATA_DIR: dir, ...env }),
    logger,
    wakeOutbox: () => {
      wakes++;
    },
  });
const contactOf = (contact: ReturnType<typeof open>) => {
  const services = contact.loadContext?.({} as never, {} as never).contact;
  if (!services) throw new Error("no contact services in the load context");
  return services;
};

describe("opening the contact inbox", () => {
  it("stores a message and wakes the outbox; keeps suspected spam without waking it", () => {
    const contact = contactOf(open(repos));
    const id = contact.save(message);
    expect(repos.messages.get(id)?.email).toBe("ana@example.com");
    expect(wakes).toBe(1);
    contact.save(message, { suspectedSpam: "honeypot" });
    expect(wakes).toBe(1);
    expect(events).toEqual(["contact_message_stored", "contact_message_stored"]);
  });

  it("without a database, every save fails and says so in the log", () => {
    const contact = contactOf(open(undefined));
    expect(() => contact.save(message)).toThrow(/unavailable/);
    expect(events).toEqual(["contact_storage_failed"]);
    expect(wakes).toBe(0);
  });

  it("deletes messages older than RETENTION_DAYS when it starts", () => {
    const old = repos.messages.save(message, Date.now() - 40 * DAY);
    const recent = repos.messages.save(message, Date.now() - 10 * DAY);
    const contact = open(repos, { RETENTION_DAYS: "30" });
    contact.start?.();
    contact.stop?.();
    expect(repos.messages.get(old)).toBeUndefined();
    expect(repos.messages.get(recent)).toBeDefined();
    expect(events).toEqual(["retention_applied"]);
  });
});
