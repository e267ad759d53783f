/**
 * The same message sent twice is stored and e-mailed once (docs/CONTACT-INBOX.md#the-same-message-sent-twice):
 * without JavaScript the confirmation is the answer to the post, so a reload (or Back and Forward)
 * posts it again, as do a double click and a retry. Each repeat gets the same confirmation, stores
 * nothing, e-mails nothing and does not use up the visitor's posts; a new message is still stored.
 * Real server, database and SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";
import {
  type LoopbackSmtp,
  outboxSettled,
  startSmtp,
  storedRows,
  validMessage,
  waitFor,
} from "./contact-support";

const LIMIT = 2;
let server: RunningServer;
let smtp: LoopbackSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@firm.example",
    MAIL_TO: "intake@firm.example",
    OUTBOX_RETRY_BASE_MS: "200",
    CONTACT_RATE_LIMIT: String(LIMIT),
    ACK_EMAILS: "off",
  });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
  await smtp?.close();
});

/** A form post without JavaScript from `client` (the address a loopback proxy reports). */
const post = (fields: Record<string, string>, client: string) =>
  fetch(new URL("/contact", server.url), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "X-Forwarded-For": client },
    redirect: "manual",
  });

const rowsFrom = (email: string) => storedRows(server.dataDir).filter((r) => r.email === email);

describe("the same message sent again", () => {
  it("is confirmed again, stored and e-mailed once, and never uses up the visitor's posts", async () => {
    const client = "198.51.100.70";
    const message = { ...validMessage, email: "reload@example.com" };
    // The post, then three reloads of its confirmation: more than the limit of two.
    for (let n = 0; n < 4; n++) {
      const res = await post(message, client);
      expect(res.status, `post ${n + 1}`).toBe(200);
      expect(await res.text()).toContain("Your message was received");
    }
    expect(rowsFrom(message.email)).toHaveLength(1);
    await waitFor(() => outboxSettled(server.dataDir), { what: "the outbox settled" });
    expect(smtp.received.filter((raw) => raw.includes("reload@example.com"))).toHaveLength(1);

    // A real follow-up, with new text, is stored: the reloads did not count.
    const followUp = await post(
      { ...message, message: "One more thing: we close on a Friday." },
      client,
    );
    expect(followUp.status).toBe(200);
    expect(rowsFrom(message.email)).toHaveLength(2);
    // The limit still counts every new message.
    const third = await post({ ...message, message: "And a third question." }, client);
    expect(third.status).toBe(429);
    expect(rowsFrom(message.email)).toHaveLength(2);
  });

  it("sent twice at the same moment (a double click) is stored once", async () => {
    const message = { ...validMessage, email: "double@example.com" };
    const answers = await Promise.all([0, 1].map(() => post(message, "198.51.100.71")));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    for (const res of answers) expect(await res.text()).toContain("Your message was received");
    expect(rowsFrom(message.email)).toHaveLength(1);
  });

  it("from another address, or about another service, is a new message", async () => {
    const message = { ...validMessage, email: "first@example.com" };
    expect((await post(message, "198.51.100.72")).status).toBe(200);
    expect((await post({ ...message, email: "second@example.com" }, "198.51.100.73")).status).toBe(
      200,
    );
    expect((await post({ ...message, serviceType: "wills-estates" }, "198.51.100.74")).status).toBe(
      200,
    );
    expect(rowsFrom("first@example.com")).toHaveLength(2);
    expect(rowsFrom("second@example.com")).toHaveLength(1);
  });
});
