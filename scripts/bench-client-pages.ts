/**
 * The client's private pages for `npm run bench`'s controls (scripts/bench-client-controls.ts): the
 * questionnaire (docs/INTAKE.md#the-clients-page) and the engagement letter
 * (docs/ENGAGEMENT.md#the-clients-steps), each reached only through a link that is made as its
 * e-mail is sent and never stored. So, as the browser tests do, a server of their own (with a master
 * key of its own) e-mails a loopback SMTP server, a staff member's session posts the desk's own forms
 * (send a questionnaire; prepare and send a letter), and the client's steps before the one timed
 * are the page's own posts (ask for the code, enter it, consent), read back from the e-mails.
 * Signing is one-way and adding a child or saving a section changes the answers: every use of a
 * control gets a questionnaire or letter of its own, from an inquiry of its own.
 */
import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import type { BrowserContext } from "playwright-core";
import { currentConsentVersion } from "../app/contact/contact-schema";
import { type LoopbackSmtp, startSmtp } from "../tests/server/contact-support";
import { openDatabase, postAsStaff, startDeskServer } from "../tests/support/desk";
import type { RunningServer } from "../tests/support/server";

/** Where a control's page is: a questionnaire, or a letter at the step its control is used on. */
export type ClientPage = "questionnaire" | "letter-code" | "letter-consent" | "letter-sign";

/** The name the bench's letters are addressed to, which the signature must match. */
export const letterClientName = "Lee Chan";

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

export interface SeededPage {
  /** The link's token (the `:token` of the control's route). */
  token: string;
  /** The cookie of a browser that proved the one-time code, for the letter's later steps. */
  cookies: Cookie[];
}

const linkPattern = {
  questionnaire: /\/questionnaire\/([A-Za-z0-9_-]{43})/,
  letter: /\/engagement\/([A-Za-z0-9_-]{43})/,
} as const;

export class ClientPages {
  private used = 0;
  private readonly parsed: { to: string; subject: string; text: string }[] = [];

  private constructor(
    private readonly server: RunningServer & { base: string },
    private readonly smtp: LoopbackSmtp,
    private readonly session: string,
  ) {}

  /** The server (reached as http://localhost, where a Secure cookie may go), its mail and a desk session. */
  static async start(): Promise<ClientPages> {
    const smtp = await startSmtp();
    try {
      const server = await startDeskServer({
        // The letters' and answers' keys are wrapped by the documents' master key: one for this run.
        DOCUMENTS_MASTER_KEY: randomBytes(32).toString("base64"),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ACK_EMAILS: "off",
        OUTBOX_POLL_SECONDS: "1",
      });
      const repos = openDatabase(server.dataDir);
      try {
        const staff = repos.staff.addStaff("bench.lawyer@example.com", "Bench Lawyer");
        return new ClientPages(server, smtp, repos.staff.createSession(staff.id));
      } finally {
        repos.db.close();
      }
    } catch (error) {
      await smtp.close();
      throw error;
    }
  }

  get base(): string {
    return this.server.base;
  }

  async stop(): Promise<void> {
    await this.server.stop({ removeData: true });
    await this.smtp.close();
  }

  /** A new questionnaire or letter at the step `page` names, for one use of a control. */
  async seed(page: ClientPage): Promise<SeededPage> {
    this.used += 1;
    const [first = "", last = ""] = letterClientName.split(" ");
    const email = `client-${this.used}@example.com`;
    const repos = openDatabase(this.server.dataDir);
    let inquiryId: number;
    try {
      inquiryId = repos.messages.save({
        firstName: first,
        lastName: last,
        email,
        serviceType: page === "questionnaire" ? "immigration" : "real-estate",
        message: "We would like to hire you.",
        referralOther: undefined,
        consent: currentConsentVersion,
      });
    } finally {
      repos.db.close();
    }
    if (page === "questionnaire") {
      await this.desk(`/desk/inquiries/${inquiryId}`, {
        intent: "send-questionnaire",
        questionnaire: "immigration-intake",
      });
      const token = await this.mailed(
        email,
        /a few questions before we meet$/,
        linkPattern.questionnaire,
      );
      return { token, cookies: [] };
    }
    const prepared = await this.desk(`/desk/inquiries/${inquiryId}`, {
      intent: "prepare-engagement-letter",
      template: "real-estate-purchase",
      propertyPrice: "1,250,000",
    });
    await this.desk(prepared.headers.get("location") ?? "/desk", { intent: "send-letter" });
    const token = await this.mailed(email, /please read and sign$/, linkPattern.letter);
    await this.client(token, { intent: "send-code" });
    if (page === "letter-code") return { token, cookies: [] };
    const code = await this.mailed(email, /Your code/, /code is (\d{6})/);
    const verified = await this.client(token, { intent: "verify-code", code });
    const session = /engagement_session=([^;]+)/.exec(
      verified.headers.get("set-cookie") ?? "",
    )?.[1];
    if (!session) throw new Error("the code was not taken");
    const cookies: Cookie[] = [
      {
        name: "engagement_session",
        value: session,
        // As tests/support/desk.ts signs a browser in: a Secure cookie goes to http://localhost,
        // but the browser takes one only for an https address.
        url: `${this.server.base.replace(/^http:/, "https:")}/engagement/`,
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
      },
    ];
    if (page === "letter-sign")
      await this.client(
        token,
        { intent: "consent", consent: "yes" },
        `engagement_session=${session}`,
      );
    return { token, cookies };
  }

  /** A desk form posted as the staff member; a refusal stops the bench. */
  private async desk(path: string, form: Record<string, string>): Promise<Response> {
    const res = await postAsStaff(this.server, this.session, path, form);
    if (res.status >= 400) throw new Error(`desk ${path} ${form.intent}: ${res.status}`);
    return res;
  }

  /** One of the client's posts on the letter's page, as its plain form sends it. */
  private async client(token: string, form: Record<string, string>, cookie?: string) {
    const res = await fetch(`${this.server.base}/engagement/${token}`, {
      method: "POST",
      headers: {
        origin: this.server.base,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
    if (res.status !== 303) throw new Error(`letter ${form.intent}: ${res.status}`);
    return res;
  }

  /** What `pattern` captures in the e-mail to `to` whose subject matches, once it arrives. */
  private async mailed(to: string, subject: RegExp, pattern: RegExp): Promise<string> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      for (const raw of this.smtp.received.slice(this.parsed.length)) {
        const mail = await simpleParser(raw);
        this.parsed.push({
          to: JSON.stringify(mail.to ?? ""),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
        });
      }
      const found = this.parsed.find((m) => m.to.includes(to) && subject.test(m.subject));
      const value = found ? pattern.exec(found.text)?.[1] : undefined;
      if (value) return value;
      // The outbox sends as soon as the server queues an e-mail; look again shortly.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no e-mail to ${to} matching ${subject}`);
  }
}
