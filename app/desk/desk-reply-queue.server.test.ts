import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { composeReply } from "./desk-reply-queue.server";

const settings = { from: "website@firm.test", to: "intake@firm.test", firmName: "Firm" };

describe("a desk reply's headers", () => {
  it("address the visitor by the validated address alone, never by the name they typed", async () => {
    // The stored message, with what a visitor typed as a name: markup and a right-to-left override.
    const message = {
      email: "evil@example.com",
      serviceType: null,
      firstName: "<img src=x onerror=alert(1)>",
      lastName: "Evil\u202egnp.exe",
    };
    const mail = composeReply(
      {
        subject: "Your inquiry",
        body: "Hello,\n\nThank you.",
        staffName: "Dana Reyes",
        fromAddress: "dana@firm.test",
      },
      message,
      settings,
    );
    expect(mail?.to).toBe("evil@example.com");
    const raw = (await new MailComposer(mail!).compile().build()).toString();
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).toMatch(/^To: evil@example\.com$/m);
    expect(headers).not.toMatch(/img|gnp|=\?UTF-8\?/i);
  });
});
