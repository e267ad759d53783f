import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  axeViolations,
  DESKTOP,
  describeViolations,
  it,
  type OpenSitePage,
  PHONE,
  waitForHydration,
} from "../support/browser";
import { staffCli, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };

beforeAll(async () => {
  server = await startDeskServer();
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const hostile = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> Please help with a <b>closing</b>.`;

/**
 * A staff member's phone (or desk) opening `path` of the desk server, with Chromium's virtual
 * authenticator standing in for the device's passkey store.
 */
const staffBrowser = (
  open: OpenSitePage,
  path: string,
  viewport: { width: number; height: number } = PHONE,
  allowProblems?: RegExp,
) => open(path, { baseUrl: server.base, viewport, authenticator: true, allowProblems });

const hydrated = waitForHydration;

async function sendContactMessage(
  open: OpenSitePage,
  email: string,
  message: string,
  [first, last] = ["Sam", "Ortiz"],
) {
  const { page, close } = await open("/contact", {
    baseUrl: server.base,
    viewport: PHONE,
    javaScript: false,
  });
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("First name").fill(first as string);
  await form.getByLabel("Last name").fill(last as string);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("416-555-0142");
  await form.getByLabel("Service needed").selectOption("real-estate");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  const [response] = await Promise.all([
    page.waitForNavigation(),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(response?.status()).toBe(200);
  await close();
}

describe("lead desk, end to end", () => {
  it("enrolls from a CLI link, works a message through to Retained, exports, deletes, and the audit log tells the story", async ({
    open,
  }) => {
    await sendContactMessage(open, "sam.ortiz@example.com", hostile);

    const added = staffCli(server, ["add", "dana@example.com", "--name", "Dana Reyes"]);
    const link = /(http:\/\/localhost:\d+\/desk\/enroll\/[A-Za-z0-9_-]+)/.exec(added)?.[1];
    expect(link, added).toBeTruthy();

    // At the end the used link is opened again, on purpose: the browser reports its 410.
    const staff = await staffBrowser(open, link as string, PHONE, /status of 410 \(Gone\)/);
    const { page } = staff;
    await expect(
      page.getByRole("heading", { name: "Welcome, Dana Reyes" }).isVisible(),
    ).resolves.toBe(true);
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await page.waitForURL(`${server.base}/desk`);
    // Enrolling used the passkey: the account page says when, not "never"
    // (docs/DESK.md#2-lost-or-replaced-devices: which passkey to remove goes by it).
    await page.goto(`${server.base}/desk/account`);
    await expect(page.getByText(/Added .*; last used/).innerText()).resolves.toMatch(
      /last used (?!never)\S/,
    );
    await page.goto(`${server.base}/desk`);
    await hydrated(page);

    // The inbox: the new message is on top, waiting.
    const row = page.getByRole("link", { name: /Sam Ortiz/ });
    await expect(row.innerText()).resolves.toMatch(/Real Estate[\s\S]*waiting/);
    await expect(
      page.getByText(/1 inquiry is waiting for a first reply/).isVisible(),
    ).resolves.toBe(true);
    await row.click();
    await page.waitForURL(/\/desk\/inquiries\/\d+$/);
    const inquiryUrl = page.url();
    const id = Number(inquiryUrl.split("/").pop());

    // The message is text: the markup shows literally and nothing of it runs.
    const message = page.locator("[data-message]");
    await expect(message.innerText()).resolves.toBe(hostile);
    expect(await message.locator("img, script, b").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getByRole("link", { name: "E-mail Sam Ortiz" }).getAttribute("href")).toMatch(
      new RegExp(`^mailto:sam\\.ortiz@example\\.com\\?subject=.*%23${id}`),
    );
    expect(await page.getByRole("link", { name: /Call 416-555-0142/ }).getAttribute("href")).toBe(
      "tel:4165550142",
    );
    await page.getByText(/Deleted automatically on/).waitFor();

    // Status workflow, note and assignment.
    await page.getByRole("button", { name: "Mark Contacted" }).click();
    await page.getByRole("status").filter({ hasText: "Marked Contacted." }).waitFor();
    await page.getByText(/First reply: .*after/).waitFor();
    await page.getByLabel("Add a note").fill("Called back; prefers e-mail. <i>not html</i>");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Called back; prefers e-mail. <i>not html</i>").waitFor();
    // Assigning is one action: choosing the person, without a separate Save.
    await page.getByLabel("Assigned to").selectOption({ label: "Dana Reyes" });
    await page.getByRole("status").filter({ hasText: "Assigned." }).waitFor();
    await page.getByRole("button", { name: "Mark Consultation booked" }).click();
    await page.getByRole("status").filter({ hasText: "Marked Consultation booked." }).waitFor();
    await page.getByRole("button", { name: "Mark Retained" }).click();
    await page.getByRole("status").filter({ hasText: "Marked Retained." }).waitFor();
    // Retained can only become Not proceeding: the desk offers nothing else.
    await expect
      .poll(() => page.getByRole("button", { name: /^Mark / }).allInnerTexts())
      .toEqual(["Mark Not proceeding"]);

    // Overview: the reply time and the chart. On a phone it is behind More (docs/DESK.md#on-a-phone).
    const openMore = async () => {
      const more = page.getByRole("navigation", { name: "Desk" }).getByText("More");
      if (await more.isVisible()) await more.click();
    };
    await openMore();
    await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("link", { name: "Overview" })
      .click();
    await page.waitForURL(`${server.base}/desk/overview`);
    await page.getByText("Median time to first reply").waitFor();
    expect(await page.locator("svg[role=img] rect").count()).toBeGreaterThan(0);
    await expect(page.locator("table").innerText()).resolves.toContain("Not given");

    // Access request: JSON and CSV exports.
    await openMore();
    await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("link", { name: "Privacy requests" })
      .click();
    await page.getByLabel("E-mail address").fill("SAM.ORTIZ@example.com");
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("heading", { name: "1 inquiry from this address" }).waitFor();
    const [jsonDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export as JSON" }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await jsonDownload.path()) as string, "utf8"));
    expect(exported.inquiries).toHaveLength(1);
    expect(exported.inquiries[0].message).toBe(hostile);
    expect(exported.inquiries[0].status).toBe("Retained");
    expect(exported.inquiries[0].notes[0].by).toBe("Dana Reyes");
    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export as CSV" }).click(),
    ]);
    const csv = readFileSync((await csvDownload.path()) as string, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^reference,received_at,first_name/);
    expect(csv).toContain("Sam,Ortiz,sam.ortiz@example.com");

    // A new phone: confirm with the old phone's passkey, add the new phone's, then remove the old
    // one (confirming again, now with the new phone's). The device changes between the
    // confirmation and the new passkey's options.
    await page.goto(`${server.base}/desk/account`);
    await hydrated(page);
    await page.route("**/desk/passkey/add-options", async (route) => {
      await staff.authenticator?.replace();
      await route.continue();
    });
    await page.getByRole("button", { name: "Add a passkey on this device" }).click();
    await page.getByRole("status").filter({ hasText: "Passkey added." }).waitFor();
    await page.unroute("**/desk/passkey/add-options");
    // The page reloaded to list the new passkey: removing one confirms first, in script.
    await hydrated(page);
    await expect(page.getByRole("button", { name: /^Remove Passkey/ }).count()).resolves.toBe(2);
    await page.getByRole("button", { name: "Remove Passkey 1" }).click();
    await page.getByRole("status").filter({ hasText: "Passkey removed." }).waitFor();
    // The last passkey cannot be removed: no Remove button is offered.
    await expect.poll(() => page.getByRole("button", { name: /^Remove Passkey/ }).count()).toBe(0);

    // Sign out, then sign in again with the new phone's passkey.
    await page.goto(`${server.base}/desk`);
    await hydrated(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/desk\/sign-in/);
    await hydrated(page);
    await page.goto(inquiryUrl);
    await page.waitForURL(/\/desk\/sign-in\?next=/);
    await hydrated(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(inquiryUrl);
    await hydrated(page);

    // Delete the inquiry, with confirmation.
    await page.getByText("Delete this inquiry now").click();
    await page.getByRole("button", { name: `Delete inquiry #${id}` }).click();
    // The required checkbox stops the first press.
    expect(page.url()).toBe(inquiryUrl);
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: `Delete inquiry #${id}` }).click();
    await page.waitForURL(`${server.base}/desk?deleted=${id}`);

    // The audit log tells the story, without the sender's details.
    await openMore();
    await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    const log = await page.locator("main ol").innerText();
    for (const line of [
      "Dana Reyes registered a first passkey from an enrollment link",
      "Dana Reyes signed in",
      `Dana Reyes viewed #${id}`,
      `Dana Reyes changed the status of #${id}: New → Contacted (first reply)`,
      `Dana Reyes added a note to #${id}`,
      `Dana Reyes assigned #${id}: to Dana Reyes`,
      `Dana Reyes changed the status of #${id}: Consultation booked → Retained`,
      "Dana Reyes exported the data held about one e-mail address",
      "Dana Reyes confirmed it was them with a passkey, to change their passkeys",
      "Dana Reyes added a passkey",
      "Dana Reyes removed a passkey",
      "Dana Reyes signed out",
      `Dana Reyes deleted #${id}`,
    ])
      expect(log).toContain(line);
    expect(log).not.toContain("sam.ortiz");
    expect(log).not.toContain("Ortiz");
    expect(staff.problems).toEqual([]);

    // The enrollment link worked once.
    const reused = await page.goto(link as string);
    expect(reused?.status()).toBe(410);
    await expect(
      page.getByRole("heading", { name: "This link no longer works" }).isVisible(),
    ).resolves.toBe(true);
    await staff.close();
  }, 180_000);
});

describe("lead desk at phone and desktop widths", () => {
  /** One message for both widths, sent by whichever test runs first. */
  let leeChanSent: Promise<void> | undefined;
  const leeChanMessage = (open: OpenSitePage) => {
    leeChanSent ??= sendContactMessage(
      open,
      "lee.chan@example.com",
      "Looking for help with a family law matter.\nThanks.",
      ["Lee", "Chan"],
    );
    return leeChanSent;
  };

  for (const [viewport, name, email] of [
    [PHONE, "Ari Moss", "ari@example.com"],
    [DESKTOP, "Jo Chen", "jo@example.com"],
  ] as const) {
    it(`is axe-clean, fits the screen and starts with a skip link at ${viewport.width} px`, async ({
      open,
    }) => {
      await leeChanMessage(open);
      const added = staffCli(server, ["add", email, "--name", name]);
      const link = /(http:\/\/localhost:\S+)/.exec(added)?.[1] as string;
      const staff = await staffBrowser(open, "/desk/sign-in", viewport);
      const { page } = staff;
      for (const path of ["/desk/sign-in", link]) {
        if (path !== "/desk/sign-in") {
          await page.goto(path);
          await hydrated(page);
        }
        const violations = await axeViolations(page);
        expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      }
      await page.getByRole("button", { name: "Create my passkey" }).click();
      await page.waitForURL(`${server.base}/desk`);
      await hydrated(page);
      const inquiry = await page
        .getByRole("link", { name: /Lee Chan/ })
        .first()
        .getAttribute("href");
      for (const path of [
        "/desk",
        inquiry as string,
        "/desk/overview",
        "/desk/overview?by=area",
        "/desk/privacy?email=lee.chan%40example.com",
        "/desk/audit",
        "/desk/account",
        "/desk/agenda",
      ]) {
        const response = await page.goto(`${server.base}${path}`);
        expect(response?.status(), path).toBe(200);
        await hydrated(page);
        const violations = await axeViolations(page);
        expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      // The agenda's form is checked in the page by the action's own rules (Conform): a block
      // without a date is not sent, and the message sits under the field.
      await page.goto(`${server.base}/desk/agenda`);
      await hydrated(page);
      await page.getByRole("button", { name: "Block this time" }).click();
      const date = page.getByLabel("Date", { exact: true });
      await expect.poll(() => date.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => page.getByText("Choose a date.").isVisible()).toBe(true);
      expect(page.url()).toBe(`${server.base}/desk/agenda`);
      // Keyboard: the skip link comes first.
      await page.goto(`${server.base}/desk`);
      await hydrated(page);
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        "Skip to main content",
      );
      expect(staff.problems).toEqual([]);
      await staff.close();
    }, 150_000);
  }
});
