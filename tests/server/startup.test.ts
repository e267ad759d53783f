import { mkdtempSync, rmSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { freePort, type RunningServer, startServer } from "../support/server";
import {
  damageDatabase,
  postContact,
  seedInbox,
  storedRows,
  validMessage,
  waitFor,
} from "./contact-support";

async function startupError(env: Record<string, string>, dataDir?: string) {
  return startServer(env, dataDir).then(
    async (s) => {
      await s.stop({ removeData: true });
      return undefined;
    },
    (e: Error) => e,
  );
}

describe("start-up", { timeout: 120_000 }, () => {
  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "0x10"],
    ["RETENTION_DAYS", "0"],
    ["SITE_URL", "ftp://example.com"],
    ["SMTP_URL", "http://mail.example.com"],
    ["SMTP_URL", "smtp://"],
    ["MAIL_TO", "not-an-address"],
    ["TRUST_PROXY", "true"],
  ])("refuses to start when %s=%s, naming the variable", async (name, value) => {
    const error = await startupError({ [name]: value });
    expect(error?.message).toMatch(/exited with 1/);
    expect(error?.message).toContain(`${name}:`);
  });

  it("exits 1 with the reason when the port is already in use", async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      const error = await startupError({ PORT: String(port) });
      expect(error?.message).toMatch(/exited with 1/);
      expect(error?.message).toContain('"event":"listen_failed"');
      expect(error?.message).toContain("already in use");
      expect(error?.message).not.toContain('"event":"listening"');
    } finally {
      holder.close();
    }
  });

  it("exits 1 with the reason when HOST does not resolve", async () => {
    const error = await startupError({ HOST: "no-such-host.invalid" });
    expect(error?.message).toMatch(/exited with 1/);
    expect(error?.message).toContain("HOST does not resolve");
    expect(error?.message).not.toContain('"event":"listening"');
  });

  it("reports a damaged database clearly, keeps serving pages, and refuses posts with 503", {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "contact-damaged-"));
    seedInbox(dir, 400, (i) => ({ message: `${"A long enough message. ".repeat(12)}${i}` }));
    damageDatabase(dir);
    const server = await startServer({}, dir);
    try {
      expect(server.output()).toContain('"event":"contact_inbox_damaged"');
      expect(server.output()).toContain("quick_check");
      expect(server.output()).toContain("restore");
      expect((await fetch(`${server.url}/about`)).status).toBe(200);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "failing", database: "damaged" });
      const res = await postContact(server.url, validMessage);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Please call us at");
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Resolves once `socket` has received `text`. */
function received(socket: Socket, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    const onData = (chunk: Buffer) => {
      data += chunk.toString("latin1");
      if (data.includes(text)) {
        socket.off("data", onData);
        resolve(data);
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });
}

const stoppedCleanly = (server: RunningServer) =>
  expect(server.output()).toContain('"event":"stopped","forced":false');

describe("graceful stop on SIGTERM", { timeout: 120_000 }, () => {
  it("exits 0 with nothing open", async () => {
    const server = await startServer();
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await server.stop({ removeData: true })).toBe(0);
    stoppedCleanly(server);
  });

  it("exits 0 when a connection is open without a request (a browser's preconnect)", async () => {
    const server = await startServer();
    const socket = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    try {
      expect(await server.stop({ removeData: true })).toBe(0);
      stoppedCleanly(server);
      await closed;
    } finally {
      socket.destroy();
    }
  });

  it("exits 0 when a connection is kept alive after its last reply", async () => {
    const server = await startServer();
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        httpGet(`${server.url}/about`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
        }).on("error", reject);
      });
      expect(status).toBe(200);
      expect(Object.keys(agent.freeSockets)).toHaveLength(1); // the idle keep-alive connection
      expect(await server.stop({ removeData: true })).toBe(0);
      stoppedCleanly(server);
    } finally {
      agent.destroy();
    }
  });

  it("finishes a request in flight, closes its connection, then exits 0", async () => {
    const server = await startServer();
    const body = new URLSearchParams(validMessage).toString();
    const socket = connect(server.port, "127.0.0.1");
    try {
      // "Expect: 100-continue": the server's "100 Continue" proves it is handling this request.
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await received(socket, "100 Continue");
      const exited = server.stop();
      await waitFor(() => server.output().includes('"event":"shutting_down"'), {
        what: "the stop to begin",
      });
      const reply = received(socket, "</html>");
      socket.write(body);
      const response = await reply;
      expect(response).toMatch(/HTTP\/1\.1 200 OK/);
      expect(response).toMatch(/connection: close/i);
      expect(response).toContain("Your message was received");
      expect(await exited).toBe(0);
      stoppedCleanly(server);
      expect(storedRows(server.dataDir)).toHaveLength(1);
    } finally {
      socket.destroy();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it("lets the notification being sent finish and be marked sent before it exits 0", {
    timeout: 120_000,
  }, async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sending = false;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        sending = true;
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          // The mail server is slow to accept: the stop arrives in the middle of the send.
          void released.then(() => {
            received.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          });
        });
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    const server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_RETRY_BASE_MS: "200",
    });
    try {
      expect((await postContact(server.url, validMessage)).status).toBe(200);
      await waitFor(() => sending, { what: "the e-mail to be in the middle of sending" });
      const exited = server.stop();
      await waitFor(() => server.output().includes('"event":"shutting_down"'), {
        what: "the stop to begin",
      });
      expect(storedRows(server.dataDir)[0]?.status).toBe("sending");
      release();
      expect(await exited).toBe(0);
      stoppedCleanly(server);
      expect(received).toHaveLength(1);
      expect(storedRows(server.dataDir)[0]?.status).toBe("sent");
    } finally {
      release();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
