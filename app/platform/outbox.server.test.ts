import type Mail from "nodemailer/lib/mailer";
import { describe, expect, it } from "vitest";
import type { Logger } from "./logger.server";
import { markedAutomatic } from "./mail-headers.server";
import { Outbox, type OutboxQueue } from "./outbox.server";

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** A queue of one e-mail, in memory, composed as `mail`. */
function queueOf(name: string, mail: Mail.Options, writtenByPerson?: boolean): OutboxQueue {
  let status: "pending" | "sending" | "sent" = "pending";
  return {
    name,
    ...(writtenByPerson ? { writtenByPerson } : {}),
    due: () => (status === "pending" ? [1] : []),
    claim: () => {
      if (status !== "pending") return null;
      status = "sending";
      return 1;
    },
    compose: () => ({ mail }),
    markSent: () => {
      status = "sent";
    },
    markFailed: () => {
      status = "pending";
    },
    drop: () => {},
    markInterrupted: () => 0,
    nextDueAt: () => null,
  };
}

describe("the outbox marks what the site writes by itself (RFC 3834, 5)", () => {
  it("adds Auto-Submitted: auto-generated to every queue's e-mail but a person's reply", async () => {
    const sent: Mail.Options[] = [];
    const outbox = new Outbox({
      mailer: { send: async (mail) => void sent.push(mail), close() {} },
      logger: quiet,
      queues: [
        // A queue that forgot the header, one that wrote it in another case, and a person's reply.
        queueOf("plain", { subject: "plain", headers: { "X-Other": "kept" } }),
        queueOf("spelled", {
          subject: "spelled",
          headers: [{ key: "auto-submitted", value: "no" }],
        }),
        queueOf("reply", { subject: "reply" }, true),
      ],
    });
    outbox.start();
    await expect.poll(() => sent.length).toBe(3);
    await outbox.stop();
    const bySubject = Object.fromEntries(sent.map((m) => [m.subject, m.headers]));
    expect(bySubject).toEqual({
      plain: { "X-Other": "kept", "Auto-Submitted": "auto-generated" },
      spelled: [{ key: "Auto-Submitted", value: "auto-generated" }],
      reply: undefined,
    });
  });

  it("keeps one Auto-Submitted field whatever the queue gave", () => {
    expect(markedAutomatic({ headers: { "AUTO-SUBMITTED": "auto-replied" } }).headers).toEqual({
      "Auto-Submitted": "auto-generated",
    });
    expect(markedAutomatic({}).headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });
});
