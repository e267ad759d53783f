/**
 * The booking forms in the form system (app/components/forms/README.md): a post the schema refuses
 * is answered 400 with the page, each error under its field, without JavaScript; the same for the
 * reschedule link's form (docs/BOOKING.md#reschedule-and-cancel). Real server and database.
 */
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer, BookingOffer } from "~/booking/booking-page";
import { hashSecretToken, newSecretToken } from "~/booking/booking-token.server";
import { currentConsentVersion } from "~/contact/contact-fields";
import { firm } from "~/content/firm";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

let server: RunningServer & { base: string };

beforeAll(async () => {
  server = await startDeskServer({ BOOKING_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const post = (path: string, form: Record<string, string>) =>
  fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });

function parse(html: string): Document {
  const window = new Window({ url: server.base });
  window.document.write(html);
  return window.document as unknown as Document;
}

/** The texts a control (or a radio group's fieldset) is described by, in order. */
function describedBy(doc: Document, el: Element | null): (string | undefined)[] {
  return (el?.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => doc.getElementById(id)?.textContent?.trim());
}

async function firstTime(): Promise<string> {
  const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
  const start = offer.days[2]?.times[1]?.value;
  if (!start) throw new Error("no time offered");
  return start;
}

describe("the booking page without JavaScript", () => {
  it("offers a day's times and the details, the first way to meet chosen", async () => {
    const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
    const res = await fetch(`${server.base}/book?day=${offer.days[2]?.date}`);
    expect(res.status).toBe(200);
    const doc = parse(await res.text());
    const form = doc.querySelector('form[aria-label="Book this consultation"]');
    expect(form?.querySelectorAll("input[name=start]").length).toBe(offer.days[2]?.times.length);
    expect(form?.querySelector("input[name=method]:checked")?.getAttribute("value")).toBe(
      offer.types[0]?.methods[0],
    );
    expect(form?.querySelector("[aria-invalid]")).toBeNull();
    // "What is it about?" offers the practice areas, not the free consultation being booked.
    const topics = [...(form?.querySelectorAll("select[name=serviceType] option") ?? [])].map(
      (o) => o.textContent,
    );
    expect(topics).toContain("Immigration");
    expect(topics).not.toContain("Free Consultation");
  });

  it("answers an invalid booking 400, each error next to its field and what was typed kept", async () => {
    const start = await firstTime();
    const res = await post("/book", {
      type: firm.booking.defaultConsultationType,
      tz: firm.booking.timeZone,
      start,
      method: "video",
      firstName: "Amara",
      lastName: "",
      email: "amara@",
      note: "Closing in March.",
    });
    expect(res.status).toBe(400);
    const doc = parse(await res.text());
    const form = doc.querySelector('form[aria-label="Book this consultation"]');
    expect(form).not.toBeNull();
    expect(form?.querySelector("[role=alert]")?.textContent).toContain("Please check the answers");
    const field = (name: string) => form?.querySelector(`[name=${name}]`) ?? null;
    for (const [name, message] of [
      ["lastName", "Please enter your last name."],
      ["email", "Please enter a valid e-mail address."],
    ] as const) {
      expect(field(name)?.getAttribute("aria-invalid"), name).toBe("true");
      expect(describedBy(doc, field(name))[0], name).toMatch(message.slice(0, 20));
    }
    const consent = field("consent");
    expect(consent?.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(doc, consent)[0]).toMatch(/^Please tick the box/);
    // What was typed is in the fields again; the valid answers are not marked.
    expect(field("firstName")?.getAttribute("value")).toBe("Amara");
    expect(field("firstName")?.getAttribute("aria-invalid")).toBeNull();
    expect(field("email")?.getAttribute("value")).toBe("amara@");
    expect(field("note")?.textContent).toBe("Closing in March.");
    expect(
      form?.querySelector(`input[name=start][value="${start}"]`)?.hasAttribute("checked"),
    ).toBe(true);
    expect(form?.querySelector("input[name=method][value=video]")?.hasAttribute("checked")).toBe(
      true,
    );
  });

  it("shows a time that is not an instant under the times, and a post with no form is 400, not 500", async () => {
    const res = await post("/book", {
      type: firm.booking.defaultConsultationType,
      start: "tomorrow at 9",
      method: "video",
      firstName: "Amara",
      lastName: "Osei",
      email: "amara@example.com",
      consent: currentConsentVersion,
    });
    expect(res.status).toBe(400);
    const doc = parse(await res.text());
    const times = doc.querySelector("fieldset[data-booking-times]");
    expect(times?.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(doc, times)).toEqual(["Please choose a time."]);
    // The note above the details points up to the times, not to answers "below" that are fine.
    expect(doc.querySelector("#booking-answer")?.textContent).toBe("Please choose a time above.");

    const json = await fetch(`${server.base}/book.json`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    const answer = (await json.json()) as BookingAnswer;
    expect(answer.status === "invalid" && answer.errors.start).toBe("Please choose a time.");
    expect(answer.status === "invalid" && answer.result.error?.firstName).toEqual([
      "Please enter your first name.",
    ]);
  });
});

describe("the reschedule link's form", () => {
  it("answers a malformed time 400 with its message under the times, and still moves to an offered one", async () => {
    const start = await firstTime();
    const booked = await post("/book.json", {
      type: firm.booking.defaultConsultationType,
      start,
      method: "video",
      firstName: "Amara",
      lastName: "Osei",
      email: "amara.manage@example.com",
      consent: currentConsentVersion,
    });
    expect(booked.status).toBe(200);
    const { token, hash } = newSecretToken();
    const repos = openDatabase(server.dataDir);
    try {
      const { id } = repos.db.sqlite
        .prepare("SELECT id FROM bookings WHERE email = ?")
        .get("amara.manage@example.com") as { id: number };
      repos.bookings.addToken(id, hash, Date.now());
    } finally {
      repos.db.close();
    }
    expect(hashSecretToken(token)).toBe(hash);
    const path = `/booking/${token}`;

    for (const malformed of ["tomorrow", "2026-13-45T99:99:99Z", ""]) {
      const res = await post(path, { tz: firm.booking.timeZone, start: malformed, intent: "move" });
      expect(res.status, malformed).toBe(400);
      const doc = parse(await res.text());
      expect(doc.querySelector("main [role=alert]")?.textContent).toBe("Please choose a time.");
      const times = doc.querySelector("fieldset[data-booking-times]");
      expect(times?.getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(doc, times)).toEqual(["Please choose a time."]);
    }
    // An intent the page never posts is refused too; the booking has not moved.
    expect((await post(path, { intent: "delete", start })).status).toBe(400);
    const page = await fetch(`${server.base}${path}`);
    expect(page.status).toBe(200);
  });

  it("moves once when the same move is posted twice (a double tap): one e-mail, one notice, both answers done", async () => {
    const offer = (await (await fetch(`${server.base}/book.json`)).json()) as BookingOffer;
    const [start, to] = [offer.days[3]?.times[0]?.value, offer.days[4]?.times[2]?.value];
    if (!start || !to) throw new Error("no time offered");
    const email = "amara.twice@example.com";
    const booked = await post("/book.json", {
      type: firm.booking.defaultConsultationType,
      start,
      method: "video",
      firstName: "Amara",
      lastName: "Osei",
      email,
      consent: currentConsentVersion,
    });
    expect(booked.status).toBe(200);
    const { token, hash } = newSecretToken();
    const repos = openDatabase(server.dataDir);
    let id: number;
    try {
      ({ id } = repos.db.sqlite.prepare("SELECT id FROM bookings WHERE email = ?").get(email) as {
        id: number;
      });
      repos.bookings.addToken(id, hash, Date.now());
    } finally {
      repos.db.close();
    }
    const move = { tz: firm.booking.timeZone, start: to, intent: "move" };
    for (const answer of [
      await post(`/booking/${token}`, move),
      await post(`/booking/${token}`, move),
    ]) {
      expect(answer.status).toBe(200);
      expect(
        parse(await answer.text()).querySelector("[data-booking-change=moved]"),
      ).not.toBeNull();
    }
    const check = openDatabase(server.dataDir);
    try {
      expect(check.bookings.get(id)).toMatchObject({ sequence: 1, startsAt: Date.parse(to) });
      expect(check.bookings.emails(id).map((e) => `${e.kind} ${e.sequence}`)).toEqual([
        "confirmation 0",
        "firm-notice 0",
        "reminder 0",
        "reminder 0",
        "rescheduled 1",
        "firm-notice 1",
        "reminder 1",
        "reminder 1",
      ]);
    } finally {
      check.db.close();
    }
  });
});
