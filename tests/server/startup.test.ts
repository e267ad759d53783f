import { describe, expect, it } from "vitest";
import { startServer } from "../support/server";

describe("start-up and shutdown", () => {
  it.each([
    ["PORT", "not-a-port"],
    ["RETENTION_DAYS", "0"],
    ["SITE_URL", "ftp://example.com"],
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_TO", "not-an-address"],
  ])("refuses to start when %s is invalid, naming the variable", async (name, value) => {
    const error = await startServer({ [name]: value }).then(
      async (s) => {
        await s.stop({ removeData: true });
        return undefined;
      },
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/exited with 1/);
    expect(error?.message).toContain(name);
  });

  it("stops gracefully on SIGTERM with exit code 0", async () => {
    const server = await startServer();
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await server.stop({ removeData: true })).toBe(0);
    expect(server.output()).toContain('"event":"stopped"');
  });
});
