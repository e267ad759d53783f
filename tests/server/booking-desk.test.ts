import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { hashSecretToken, newSecretToken } from "~/booking/booking-token.server";
import { principal } from "~/content/firm";
import type { Booking } from "~/db/bookings.server";
import {
  bookingDeskForTheFile,
  bookingOffer,
  invitation,
  linkIn,
  offeredTimes,
  postBooking,
} from "../support/booking";
import { openDatabase, postAsStaff, staffCli } from "../support/desk";

// The firm's own booking worked in the desk, over HTTP against the real server, its SQLite file and
// a real SMTP server on loopback (docs/BOOKING.md#in-the-desk): a lawyer's calendar feed made and
// turned off, staff moving and cancelling for the client (the client is e-mailed an updated
// invitation or its cancellation, RFC 5546), attended and no-show, blocked time, and every one of
// these in the audit log (docs/DESK.md#6-what-the-audit-log-keeps). The invitations are read by a
// real iCalendar parser (ical.js).

const staffName = "Robin Reception";

// Someone who wrote earlier, named later as another party: a possible conflict.
const bookingDesk = bookingDeskForTheFile(
  {
    firstName: "Gerald",
    lastName: "Okonkwo",
    email: "gerald.okonkwo@example.com",
    message: "About my late mother's estate.",
  },
  staffName,
);

const offered = () => bookingOffer(bookingDesk.server, "America/Toronto");
const offeredNow = () => offeredTimes(bookingDesk.server, "America/Toronto");

/** The times still offered, each a later one than the last time this was asked (no two alike). */
let used = 0;
async function nextTime(): Promise<string> {
  const times = await offeredNow();
  // Far enough apart (every sixth time) that the buffer and the daily maximum never interfere.
  used += 6;
  const time = times[used];
  if (!time) throw new Error("not enough times offered");
  return time;
}

interface Client {
  first: string;
  last: string;
  email: string;
  method?: "phone" | "video";
  otherParties?: string;
}

/** Books as a visitor does (the dialog's POST) and returns the booking as stored. */
async function book(start: string, who: Client): Promise<Booking> {
  const method = who.method ?? "video";
  const res = await postBooking(bookingDesk.server, {
    start,
    method,
    firstName: who.first,
    lastName: who.last,
    email: who.email,
    ...(method === "phone" ? { phone: "416 555 0199" } : {}),
    ...(who.otherParties ? { otherParties: who.otherParties } : {}),
    tz: "America/Port_of_Spain",
  });
  const answer = (await res.json()) as BookingAnswer;
  expect(answer.status).toBe("booked");
  const stored = bookingOf(who.email);
  expect(new Date(stored.startsAt).toISOString()).toBe(new Date(start).toISOString());
  return stored;
}

function bookingOf(email: string): Booking {
  const repos = openDatabase(bookingDesk.server.dataDir);
  try {
    const [found] = repos.bookings.byEmail(email);
    if (!found) throw new Error(`no booking for ${email}`);
    return found;
  } finally {
    repos.db.close();
  }
}

/** A desk form posted by the signed-in staff member, as the desk's own pages post it. */
const desk = (path: string, form: Record<string, string>) =>
  postAsStaff(bookingDesk.server, bookingDesk.session, path, form);

const deskGet = (path: string, session = bookingDesk.session) =>
  fetch(`${bookingDesk.server.base}${path}`, {
    headers: { cookie: `__Host-desk-session=${session}` },
  });

// The principal lawyer's own desk account (her e-mail address in app/content/firm.ts): the only
// one that manages her calendar feed (docs/DESK.md#calendar-feeds).
let lawyerSession = "";
beforeAll(() => {
  const repos = openDatabase(bookingDesk.server.dataDir);
  try {
    lawyerSession = repos.staff.createSession(
      repos.staff.addStaff(principal.email, principal.name).id,
    );
  } finally {
    repos.db.close();
  }
});
const lawyerDesk = (path: string, form: Record<string, string>) =>
  postAsStaff(bookingDesk.server, lawyerSession, path, form);

/** A page's visible text, roughly as a person reads it: tags out, entities decoded. */
function textOf(html: string): string {
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      // React's markers between adjacent text (<!-- -->) separate nothing a person sees.
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
  );
}

const uidOf = (b: Booking) => `booking-${b.uid}@localhost`;

/**
 * A GET's status just after a `staffCli` call: the CLI runs synchronously, and the test's pooled
 * keep-alive connection may have been closed by the server meanwhile ("other side closed"); that
 * one transport error is retried on a new connection, never a status.
 */
async function statusAfterCli(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return (await fetch(url)).status;
  }
}

describe("a lawyer's calendar feed", () => {
  it("is made in the desk by the lawyer, answers its secret address with an iCalendar file of the lawyer's bookings, and stops at once when turned off", async () => {
    const confirmed = await book(await nextTime(), {
      first: "Nadia",
      last: "Persaud",
      email: "nadia.persaud@example.com",
    });
    // A possible conflict is confirmed like any other booking (docs/BOOKING.md#conflict-check).
    const matched = await book(await nextTime(), {
      first: "Tomas",
      last: "Reyes",
      email: "tomas.reyes@example.com",
      otherParties: "Gerald Okonkwo",
    });
    expect(matched.status).toBe("confirmed");

    const made = await lawyerDesk("/desk/agenda", { intent: "create-feed", lawyer: principal.key });
    expect(made.status).toBe(200);
    const page = await made.text();
    expect(textOf(page)).toContain("Copy it now: it is shown only once.");
    const address = page.match(
      new RegExp(
        `${bookingDesk.server.base.replace(/[.:/]/g, "\\$&")}/calendar/[A-Za-z0-9_-]+\\.ics`,
      ),
    )?.[0];
    if (!address) throw new Error("no feed address on the page");

    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    // A secret address is never stored by a cache nor indexed (app/platform/secret-links.server.ts).
    expect(feed.headers.get("cache-control")).toBe("no-store");
    expect(feed.headers.get("x-robots-tag")).toMatch(/noindex/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    // A published calendar, not an invitation: no METHOD (RFC 5545, 3.7.2).
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    const events = calendar
      .getAllSubcomponents("vevent")
      .map((v) => ({ event: new ICAL.Event(v), status: v.getFirstPropertyValue("status") }));
    const byUid = (b: Booking) => events.find((e) => e.event.uid === uidOf(b));
    expect(byUid(confirmed)?.event.startDate.toJSDate().getTime()).toBe(confirmed.startsAt);
    expect(byUid(confirmed)?.event.endDate.toJSDate().getTime()).toBe(confirmed.endsAt);
    expect(byUid(confirmed)?.status).toBe("CONFIRMED");
    expect(byUid(confirmed)?.event.summary).toContain("Nadia Persaud");
    // The one with a possible conflict is there too (docs/BOOKING.md#calendar-feeds).
    expect(byUid(matched)?.event.startDate.toJSDate().getTime()).toBe(matched.startsAt);
    expect(byUid(matched)?.status).toBe("CONFIRMED");

    // An address that was never made is not found.
    expect((await fetch(`${bookingDesk.server.base}/calendar/${"x".repeat(43)}.ics`)).status).toBe(
      404,
    );

    // Making a new address stops the old one at once.
    const again = await (
      await lawyerDesk("/desk/agenda", { intent: "create-feed", lawyer: principal.key })
    ).text();
    const newer = again.match(/\/calendar\/[A-Za-z0-9_-]+\.ics/)?.[0];
    if (!newer) throw new Error("no second feed address");
    expect((await fetch(address)).status).toBe(404);
    expect((await fetch(`${bookingDesk.server.base}${newer}`)).status).toBe(200);

    const off = await lawyerDesk("/desk/agenda", { intent: "revoke-feed", lawyer: principal.key });
    expect(off.status).toBe(200);
    expect(textOf(await off.text())).toContain("The calendar feed is off");
    const gone = await fetch(`${bookingDesk.server.base}${newer}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).not.toMatch(/calendar/);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    expect(gone.headers.get("x-robots-tag")).toMatch(/noindex/);
  });

  it("is the lawyer's own: others see that it is on but not its address and cannot change it, and it ends with her account", async () => {
    const base = bookingDesk.server.base;
    const made = await (
      await lawyerDesk("/desk/agenda", { intent: "create-feed", lawyer: principal.key })
    ).text();
    const address = made.match(/\/calendar\/[A-Za-z0-9_-]+\.ics/)?.[0];
    if (!address) throw new Error("no feed address on the lawyer's page");
    expect((await fetch(`${base}${address}`)).status).toBe(200);

    // The receptionist sees that the feed is on, with no button to change it and no address.
    const agenda = await (await deskGet("/desk/agenda")).text();
    expect(textOf(agenda)).toMatch(
      new RegExp(`${principal.name} ?: on since .+ Managed by ${principal.name}`),
    );
    expect(agenda).not.toMatch(/value="create-feed"|value="revoke-feed"|\/calendar\//);
    // Nor can they post for it: no new address (the lawyer's subscription keeps working), and no
    // turning it off.
    for (const intent of ["create-feed", "revoke-feed"]) {
      const refused = await desk("/desk/agenda", { intent, lawyer: principal.key });
      expect(refused.status).toBe(403);
      const page = await refused.text();
      expect(textOf(page)).toContain(`only ${principal.name}, signed in to the desk,`);
      expect(page).not.toMatch(/\/calendar\/[A-Za-z0-9_-]+\.ics/);
      expect((await fetch(`${base}${address}`)).status).toBe(200);
    }

    // A feed address a receptionist made before this rule no longer answers.
    const legacy = newSecretToken();
    const repos = openDatabase(bookingDesk.server.dataDir);
    try {
      const reception = repos.staff.staffByEmail("reception@mercerlaw.example");
      repos.bookings.setFeed("caribbean", legacy.hash, reception?.id ?? null, Date.now());
    } finally {
      repos.db.close();
    }
    expect(hashSecretToken(legacy.token)).toBe(legacy.hash);
    expect((await fetch(`${base}/calendar/${legacy.token}.ics`)).status).toBe(404);

    // `npm run staff -- list` says which feeds exist and which account made them.
    const list = staffCli(bookingDesk.server, ["list"]);
    expect(list).toMatch(
      new RegExp(`${principal.name} <${principal.email}>.*calendar feed: ${principal.name}'s\n`),
    );
    expect(list).toMatch(
      /<reception@mercerlaw\.example>.*calendar feed: Marcus Baptiste's \(no longer answers\)/,
    );

    // Disabling the lawyer's account ends her feed at once (docs/DESK.md, section 2), for good.
    expect(staffCli(bookingDesk.server, ["disable", principal.email])).toContain(
      "calendar feeds no longer work",
    );
    expect(await statusAfterCli(`${base}${address}`)).toBe(404);
    staffCli(bookingDesk.server, ["enable", principal.email]);
    expect(await statusAfterCli(`${base}${address}`)).toBe(404);
    expect(textOf(await (await deskGet("/desk/agenda")).text())).toMatch(
      new RegExp(`${principal.name} ?: off`),
    );
  });
});

describe("staff changing a booking for the client", () => {
  it("move it: the client gets the updated invitation (same UID, SEQUENCE + 1), and the old time is free again", async () => {
    const email = "ines.carvalho@example.com";
    const first = await nextTime();
    const booking = await book(first, { first: "Ines", last: "Carvalho", email, method: "phone" });
    const confirmation = invitation(await bookingDesk.mailFor(email, /^Booked:/));
    expect(confirmation).toMatchObject({ method: "REQUEST", uid: uidOf(booking), sequence: 0 });

    const to = await nextTime();
    const moved = await desk(`/desk/bookings/${booking.id}`, { intent: "reschedule", start: to });
    expect(moved.status).toBe(200);
    expect(textOf(await moved.text())).toContain("Moved. The client is e-mailed");
    const mail = await bookingDesk.mailFor(email, /^Moved:/);
    expect(invitation(mail)).toMatchObject({
      method: "REQUEST",
      uid: uidOf(booking),
      sequence: 1,
      start: new Date(to).toISOString(),
      status: "CONFIRMED",
    });
    expect(bookingOf(email).startsAt).toBe(Date.parse(to));
    const times = await offeredNow();
    expect(times).toContain(first);
    expect(times).not.toContain(to);

    // A time already taken is refused, and nothing changes.
    const other = await nextTime();
    await book(other, { first: "Owen", last: "Mbeki", email: "owen.mbeki@example.com" });
    const refused = await desk(`/desk/bookings/${booking.id}`, {
      intent: "reschedule",
      start: other,
    });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("That time was just taken. Choose another.");
    expect(bookingOf(email).startsAt).toBe(Date.parse(to));
  });

  it("cancel it: the client gets METHOD:CANCEL for the same event, and the time is offered again", async () => {
    const email = "kwame.asante@example.com";
    const start = await nextTime();
    const booking = await book(start, { first: "Kwame", last: "Asante", email });
    await bookingDesk.mailFor(email, /^Booked:/);
    expect(await offeredNow()).not.toContain(start);

    // Cancelling and declining are taken only from the page's second step ("Yes, cancel it…"),
    // whose post says `confirmed=yes`: without it nothing changes and nothing is sent.
    for (const intent of ["cancel", "decline"]) {
      const unconfirmed = await desk(`/desk/bookings/${booking.id}`, { intent });
      expect(unconfirmed.status).toBe(400);
      expect(textOf(await unconfirmed.text())).toContain(
        "Nothing was done or sent: press the button again and confirm",
      );
    }
    expect(bookingOf(email).status).toBe("confirmed");
    expect(await offeredNow()).not.toContain(start);

    const cancelled = await desk(`/desk/bookings/${booking.id}`, {
      intent: "cancel",
      confirmed: "yes",
    });
    expect(cancelled.status).toBe(200);
    expect(textOf(await cancelled.text())).toContain("Cancelled. The client is e-mailed");
    const mail = await bookingDesk.mailFor(email, /^Cancelled:/);
    expect(invitation(mail)).toMatchObject({
      method: "CANCEL",
      uid: uidOf(booking),
      sequence: 1,
      start: new Date(start).toISOString(),
      status: "CANCELLED",
    });
    expect(bookingOf(email).status).toBe("cancelled");
    expect(await offeredNow()).toContain(start);
    // Cancelled once is cancelled: a second press changes nothing.
    expect(
      (await desk(`/desk/bookings/${booking.id}`, { intent: "cancel", confirmed: "yes" })).status,
    ).toBe(409);
  });

  it("mark attended or a no-show only once the consultation has started", async () => {
    const email = "farah.haddad@example.com";
    const booking = await book(await nextTime(), { first: "Farah", last: "Haddad", email });
    const early = await desk(`/desk/bookings/${booking.id}`, { intent: "attended" });
    expect(early.status).toBe(409);
    expect(textOf(await early.text())).toContain(
      "Attended or no-show can be recorded once the consultation has started.",
    );
    // The server's clock is its own process's: the consultation is made to have started an hour
    // ago by moving it in the database (the server reads every booking fresh from it).
    const repos = openDatabase(bookingDesk.server.dataDir);
    try {
      const startsAt = Date.now() - 60 * 60 * 1000;
      repos.db.sqlite
        .prepare("UPDATE bookings SET starts_at = ?, ends_at = ? WHERE id = ?")
        .run(startsAt, startsAt + 15 * 60 * 1000, booking.id);
    } finally {
      repos.db.close();
    }
    const attended = await desk(`/desk/bookings/${booking.id}`, { intent: "attended" });
    expect(attended.status).toBe(200);
    expect(textOf(await attended.text())).toContain("Recorded as attended.");
    expect(bookingOf(email).status).toBe("attended");
    // A mistake is corrected: it was a no-show after all.
    const noShow = await desk(`/desk/bookings/${booking.id}`, { intent: "no-show" });
    expect(noShow.status).toBe(200);
    expect(textOf(await noShow.text())).toContain("Recorded as a no-show.");
    expect(bookingOf(email).status).toBe("no-show");
    const page = textOf(await (await deskGet(`/desk/bookings/${booking.id}`)).text());
    expect(page).toContain(`Booking #${booking.id}: No-show`);
  });

  it("block a lawyer's day: nothing is offered in it until the block is removed", async () => {
    const { days } = await offered();
    // The last day offered: no other test here books that far ahead.
    const day = days[days.length - 1];
    if (!day || day.times.length === 0) throw new Error("no day offered");
    const blocked = await desk("/desk/agenda", {
      intent: "block",
      lawyer: principal.key,
      date: day.date,
      from: "08:00",
      to: "18:00",
      reason: "Court",
    });
    expect(blocked.status).toBe(200);
    expect(textOf(await blocked.text())).toContain("The time is blocked");
    const during = await offeredNow();
    for (const t of day.times) expect(during).not.toContain(t.value);

    const repos = openDatabase(bookingDesk.server.dataDir);
    let blockId: number;
    try {
      blockId = (
        repos.db.sqlite.prepare("SELECT id FROM booking_blocks ORDER BY id DESC LIMIT 1").get() as {
          id: number;
        }
      ).id;
    } finally {
      repos.db.close();
    }
    const unblocked = await desk("/desk/agenda", { intent: "unblock", block: String(blockId) });
    expect(unblocked.status).toBe(200);
    expect(textOf(await unblocked.text())).toContain("The blocked time is free again.");
    expect(await offeredNow()).toEqual(expect.arrayContaining(day.times.map((t) => t.value)));
  });
});

describe("the audit log", () => {
  // Runs after the tests above in this file, and finds what their staff actions left too.
  it("keeps every booking action, by the visitor, the client and staff, naming bookings and never the client", async () => {
    // A possible conflict kept by staff; another declined.
    const confirmedEmail = "lucia.moretti@example.com";
    const toConfirm = await book(await nextTime(), {
      first: "Lucia",
      last: "Moretti",
      email: confirmedEmail,
      otherParties: "Gerald Okonkwo",
    });
    const toDecline = await book(await nextTime(), {
      first: "Hamid",
      last: "Sadeghi",
      email: "hamid.sadeghi@example.com",
      otherParties: "Gerald Okonkwo",
    });
    // Kept by a lawyer: only a lawyer keeps a consultation after the conflict check
    // (docs/DESK.md#the-conflict-check). Her account is the one the calendar feed's tests made (and
    // disabled, ending its sessions, then enabled again): a new session of it.
    const repos = openDatabase(bookingDesk.server.dataDir);
    const danielle = repos.staff.staffByEmail(principal.email);
    if (!danielle) throw new Error("no account for the principal lawyer");
    const lawyer = repos.staff.createSession(danielle.id);
    repos.db.close();
    expect((await desk(`/desk/bookings/${toConfirm.id}`, { intent: "confirm" })).status).toBe(403);
    expect(
      (
        await postAsStaff(bookingDesk.server, lawyer, `/desk/bookings/${toConfirm.id}`, {
          intent: "confirm",
        })
      ).status,
    ).toBe(200);
    expect(
      (await desk(`/desk/bookings/${toDecline.id}`, { intent: "decline", confirmed: "yes" }))
        .status,
    ).toBe(200);

    // The client moves, then cancels, from the e-mailed links.
    const clientEmail = "grace.adeyemi@example.com";
    const byClient = await book(await nextTime(), {
      first: "Grace",
      last: "Adeyemi",
      email: clientEmail,
    });
    const manage = linkIn(await bookingDesk.mailFor(clientEmail, /^Booked:/), /another time/);
    const post = (form: Record<string, string>) =>
      fetch(manage, {
        method: "POST",
        headers: {
          origin: bookingDesk.server.base,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(form),
      });
    expect((await post({ intent: "move", start: await nextTime() })).status).toBe(200);
    expect((await post({ intent: "cancel" })).status).toBe(200);
    expect(bookingOf(clientEmail).status).toBe("cancelled");

    const res = await deskGet("/desk/audit");
    expect(res.status).toBe(200);
    const log = textOf(await res.text());
    const ref = (b: Booking) => `#${b.messageId}: booking #${b.id}`;
    const expected = [
      `The visitor booked a consultation for ${ref(toConfirm)}`,
      `Danielle Mercer confirmed, after the conflict check, the consultation of ${ref(toConfirm)}`,
      `${staffName} declined the consultation of ${ref(toDecline)}`,
      `The client moved the consultation of ${ref(byClient)}, from `,
      `The client cancelled the consultation of ${ref(byClient)}, by the client`,
      // What the other tests of this file did, by staff.
      `${staffName} moved the consultation of`,
      `${staffName} cancelled the consultation of`,
      `${staffName} marked as attended the consultation of`,
      `${staffName} marked as a no-show the consultation of`,
      `${staffName} blocked time: ${principal.key},`,
      `${staffName} removed blocked time: ${principal.key},`,
      `${principal.name} made a new calendar feed address: ${principal.key}`,
      `${principal.name} turned off the calendar feed: ${principal.key}`,
    ];
    for (const sentence of expected) expect(log).toContain(sentence);
    // Bookings with a possible conflict say so; and no entry names a client.
    expect(log).toContain(`${ref(toDecline)}, `);
    expect(log).toMatch(/a possible conflict to settle/);
    for (const name of ["Moretti", "Sadeghi", "Adeyemi", "Carvalho", "Haddad", "Asante"])
      expect(log).not.toContain(name);
  });
});

describe("the confirmation's invitation", () => {
  it("names the lawyer as organizer and says how the consultation happens: the video room, or the phone number given", async () => {
    const videoEmail = "sana.iqbal@example.com";
    await book(await nextTime(), { first: "Sana", last: "Iqbal", email: videoEmail });
    const video = invitation(await bookingDesk.mailFor(videoEmail, /^Booked:/));
    expect(video.organizer.toLowerCase()).toBe(`mailto:${principal.email}`);
    expect(video.organizerName).toContain(principal.name);
    expect(video.location).toBe(principal.videoLink);
    expect(video.url).toBe(principal.videoLink);
    expect(video.description).toContain(principal.videoLink);

    const phoneEmail = "joel.francois@example.com";
    await book(await nextTime(), {
      first: "Joel",
      last: "Francois",
      email: phoneEmail,
      method: "phone",
    });
    const phone = invitation(await bookingDesk.mailFor(phoneEmail, /^Booked:/));
    expect(phone.organizer.toLowerCase()).toBe(`mailto:${principal.email}`);
    expect(phone.organizerName).toContain(principal.name);
    expect(phone.location).toBe("Phone call");
    expect(phone.description).toContain(`${principal.name} will call you at 416 555 0199`);
    expect(phone.description).not.toContain(principal.videoLink);
  });
});
