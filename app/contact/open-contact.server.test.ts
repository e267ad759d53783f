import { describe, expect, it } from "vitest";
import type { Repositories } from "~/db/repositories.server";
import { freshRepositoriesEachTest, sampleMessage } from "~/db/test-repositories";
import { parseEnv } from "~/platform/env.server";
import type { Logger } from "~/platform/logger.server";
import { openContact } from "./open-contact.server";

// The contact inbox as the server opens it (app/contact/README.md): saving a message wakes the
// outbox unless it is suspected spam, a save without a database fails (the visitor is told to call
// or e-mail), and start-up applies the retention period.

const DAY = 24 * 60 * 60 * 1000;
const repos = freshRepositoriesEachTest("open-contact-");

function open(repositories: Repositories | undefined, env: NodeJS.ProcessEnv = {}) {
  const events: string[] = [];
  const record = (event: string) => {
    events.push(event);
  };
  const logger: Logger = { info: record, warn: record, error: record };
  const wakes = { count: 0 };
  const contact = openContact({
    repositories,
    env: parseEnv({ DATA_DIR: "./data", ...env }),
    logger,
    wakeOutbox: () => {
      wakes.count++;
    },
  });
  const services = contact.loadContext?.({} as never, {} as never).contact;
  if (!services) throw new Error("no contact services in the load context");
  return { contact, services, events, wakes };
}

describe("opening the contact inbox", () => {
  it("stores a message and wakes the outbox; keeps suspected spam without waking it", () => {
    const { services, events, wakes } = open(repos());
    const { id } = services.save(sampleMessage());
    expect(repos().messages.get(id)?.email).toBe("ana@example.com");
    expect(wakes.count).toBe(1);
    // Another message (the same one again would be a repeat, tested below).
    services.save({ ...sampleMessage(), message: "Buy now" }, { suspectedSpam: "honeypot" });
    expect(wakes.count).toBe(1);
    expect(events).toEqual(["contact_message_stored", "contact_message_stored"]);
  });

  it("the same message sent again is not stored or e-mailed again; a new text is", () => {
    const { services, events, wakes } = open(repos());
    const first = services.save(sampleMessage());
    const again = services.save(sampleMessage());
    expect(again).toEqual({ id: first.id, repeated: true });
    expect(services.sentAlready(sampleMessage())).toBe(true);
    const other = services.save({ ...sampleMessage(), message: "One more question." });
    expect(other.repeated).toBe(false);
    expect(wakes.count).toBe(2);
    expect(events).toEqual([
      "contact_message_stored",
      "contact_message_repeated",
      "contact_message_stored",
    ]);
  });

  it("without a database, every save fails and says so in the log", () => {
    const { services, events, wakes } = open(undefined);
    expect(() => services.save(sampleMessage())).toThrow(/unavailable/);
    expect(events).toEqual(["contact_storage_failed"]);
    expect(wakes.count).toBe(0);
  });

  it("deletes messages older than RETENTION_DAYS when it starts", () => {
    const old = repos().messages.save(sampleMessage(), Date.now() - 40 * DAY);
    const recent = repos().messages.save(sampleMessage(), Date.now() - 10 * DAY);
    const { contact, events } = open(repos(), { RETENTION_DAYS: "30" });
    contact.start?.();
    contact.stop?.();
    expect(repos().messages.get(old)).toBeUndefined();
    expect(repos().messages.get(recent)).toBeDefined();
    expect(events).toEqual(["retention_applied"]);
  });
});
