import { describe, expect, it } from "vitest";
import type { BookingAnswer } from "~/booking/booking-page";
import { checklistTemplates } from "~/documents/checklist-templates";
import { bookingDeskForTheFile, offeredTimes, postBooking } from "../support/booking";
import { openDatabase, postAsStaff } from "../support/desk";

// Every desk action acts once (docs/DESK.md#every-action-once): the same form, as one rendering of
// a desk page sent it, posted twice (a double click without JavaScript, a retry, the back button's
// resend) acts once. Over HTTP against the production server, its SQLite file and a real SMTP
// server on loopback. Each post is sent twice at once (the double click) and once more after.

const bookingDesk = bookingDeskForTheFile({
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  message: "We are selling our house in Mississauga.",
});

const staffGet = (path: string) =>
  fetch(`${bookingDesk.server.base}${path}`, {
    headers: { cookie: `__Host-desk-session=${bookingDesk.session}` },
  });

/** The key of one rendering of a desk page: what each of its forms carries. */
async function renderedKey(path: string): Promise<string> {
  const html = await (await staffGet(path)).text();
  const keys = [...html.matchAll(/name="submission" value="([0-9a-f-]{36})"/g)].map((m) => m[1]);
  expect(keys.length, `forms on ${path} carry the key`).toBeGreaterThan(0);
  // One rendering, one key, on every form of the page.
  expect(new Set(keys).size).toBe(1);
  return keys[0] as string;
}

/** The same post sent twice at once and once more after: the three answers. */
async function postThrice(path: string, form: Record<string, string>) {
  const send = async () => {
    const res = await postAsStaff(bookingDesk.server, bookingDesk.session, path, form);
    return { status: res.status, location: res.headers.get("location"), text: await res.text() };
  };
  const both = await Promise.all([send(), send()]);
  return [...both, await send()];
}

function count(sql: string, ...params: unknown[]): number {
  const repos = openDatabase(bookingDesk.server.dataDir);
  try {
    return (repos.db.sqlite.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    repos.db.close();
  }
}

function inquiryId(): number {
  return count(
    "SELECT id AS n FROM contact_messages WHERE email = ? ORDER BY id LIMIT 1",
    "priya.raman@example.com",
  );
}

describe("a desk form posted twice", () => {
  it("a reply: one e-mail queued and sent, and each answer says Sent", async () => {
    const id = inquiryId();
    const path = `/desk/inquiries/${id}`;
    const submission = await renderedKey(path);
    const answers = await postThrice(path, {
      intent: "reply",
      submission,
      subject: "Your inquiry",
      body: "Hello Priya,\n\nThank you for writing.",
    });
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).toContain("Sent: the reply is in the outbox");
    }
    expect(count("SELECT COUNT(*) AS n FROM desk_replies WHERE message_id = ?", id)).toBe(1);
    await expect
      .poll(
        () => bookingDesk.smtp.received.filter((m) => /^Subject: Your inquiry\r?$/m.test(m)).length,
        { timeout: 20_000 },
      )
      .toBe(1);

    // A new rendering's form is a new submission: the same words sent from it do go.
    const again = await postAsStaff(bookingDesk.server, bookingDesk.session, path, {
      intent: "reply",
      submission: await renderedKey(path),
      subject: "Your inquiry",
      body: "Hello Priya,\n\nThank you for writing.",
    });
    expect(again.status).toBe(200);
    expect(count("SELECT COUNT(*) AS n FROM desk_replies WHERE message_id = ?", id)).toBe(2);
  });

  it("a status change, a note and a follow-up: one change, one note, one audit entry each", async () => {
    const id = inquiryId();
    const path = `/desk/inquiries/${id}`;
    const audit = (action: string) =>
      count(
        "SELECT COUNT(*) AS n FROM desk_audit_log WHERE message_id = ? AND action = ?",
        id,
        action,
      );
    const statusBefore = audit("changed-status");
    const submission = await renderedKey(path);
    for (const a of await postThrice(path, {
      intent: "status",
      status: "not-proceeding",
      submission,
    }))
      expect(a.status).toBe(200);
    expect(audit("changed-status") - statusBefore).toBe(1);

    const notes = () => count("SELECT COUNT(*) AS n FROM desk_notes WHERE message_id = ?", id);
    const notesBefore = notes();
    for (const a of await postThrice(path, {
      intent: "note",
      note: "Called, left a message.",
      submission,
    }))
      expect(a.status).toBe(200);
    expect(notes() - notesBefore).toBe(1);

    const followUps = () =>
      count(
        "SELECT COUNT(*) AS n FROM desk_notes WHERE message_id = ? AND follow_up_on IS NOT NULL",
        id,
      );
    const followBefore = followUps();
    const inAWeek = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      Date.now() + 7 * 86_400_000,
    );
    for (const a of await postThrice(path, {
      intent: "follow-up",
      followUpOn: inAWeek,
      submission,
    }))
      expect(a.status).toBe(200);
    expect(followUps() - followBefore).toBe(1);
  });

  it("a document request (without JavaScript: a redirect): one request, one e-mail", async () => {
    const id = inquiryId();
    const path = `/desk/inquiries/${id}`;
    const template = checklistTemplates[0]?.id ?? "";
    const requests = () =>
      count("SELECT COUNT(*) AS n FROM document_requests WHERE message_id = ?", id);
    const before = requests();
    const answers = await postThrice(path, {
      intent: "send-request",
      template,
      due: "",
      submission: await renderedKey(path),
    });
    for (const a of answers) {
      expect(a.status).toBe(302);
      expect(a.location).toBe(`/desk/inquiries/${id}#documents`);
    }
    expect(requests() - before).toBe(1);
  });

  it("a booking moved from the desk: one move, one e-mail to the client", async () => {
    const times = await offeredTimes(bookingDesk.server, "America/Toronto");
    const [start, to] = [times[2], times[9]] as [string, string];
    const email = "kofi.mensah@example.com";
    const booked = await postBooking(bookingDesk.server, {
      start,
      method: "video",
      firstName: "Kofi",
      lastName: "Mensah",
      email,
      tz: "America/Toronto",
    });
    expect(((await booked.json()) as BookingAnswer).status).toBe("booked");
    const bookingId = count("SELECT id AS n FROM bookings WHERE email = ?", email);
    const path = `/desk/bookings/${bookingId}`;
    const answers = await postThrice(path, {
      intent: "reschedule",
      start: to,
      submission: await renderedKey(path),
    });
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).toContain("Moved. The client is e-mailed");
    }
    expect(
      count(
        "SELECT COUNT(*) AS n FROM booking_emails WHERE booking_id = ? AND kind = 'rescheduled'",
        bookingId,
      ),
    ).toBe(1);
  });

  it("a refused post keeps no claim: sent again once fixed in the same rendering, it acts", async () => {
    const id = inquiryId();
    const path = `/desk/inquiries/${id}`;
    const submission = await renderedKey(path);
    const notes = () => count("SELECT COUNT(*) AS n FROM desk_notes WHERE message_id = ?", id);
    const before = notes();
    const refused = await postAsStaff(bookingDesk.server, bookingDesk.session, path, {
      intent: "note",
      note: "",
      submission,
    });
    expect(refused.status).toBe(400);
    const [a, b] = await postThrice(path, { intent: "note", note: "Fixed.", submission });
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(notes() - before).toBe(1);
  });
});

describe("every desk form that acts", () => {
  it("carries the rendering's key, on the inquiry, booking, agenda and inbox pages", async () => {
    // A questionnaire sent, so the inquiry's page also has its "Turn off the link" form.
    const sent = await postThrice(`/desk/inquiries/${inquiryId()}`, {
      intent: "send-questionnaire",
      questionnaire: "real-estate-purchase",
      submission: await renderedKey(`/desk/inquiries/${inquiryId()}`),
    });
    expect(sent.map((a) => a.status)).not.toContain(400);
    expect(
      count("SELECT COUNT(*) AS n FROM intake_questionnaires WHERE message_id = ?", inquiryId()),
      "sent twice at once and once more: one questionnaire",
    ).toBe(1);
    const id = inquiryId();
    const bookingId = count("SELECT id AS n FROM bookings ORDER BY id LIMIT 1");
    // Left out on purpose: the calendar feed's form, whose answer holds the feed's secret address,
    // which a stored answer would keep (app/routes/desk/agenda.tsx); signing out, which changes
    // nothing the second time; the export, a download that changes nothing.
    const exempt =
      /name="intent" value="create-feed"|action="\/desk\/sign-out"|action="\/desk\/inquiries\.csv"/;
    for (const path of [
      `/desk/inquiries/${id}`,
      `/desk/bookings/${bookingId}`,
      "/desk/agenda",
      "/desk",
    ]) {
      const html = await (await staffGet(path)).text();
      const forms = [...html.matchAll(/<form\b[^>]*method="post"[^>]*>[\s\S]*?<\/form>/g)].map(
        (m) => m[0],
      );
      expect(forms.length, path).toBeGreaterThan(0);
      const without = forms.filter((f) => !exempt.test(f) && !f.includes('name="submission"'));
      expect(
        without.map(
          (f) => f.match(/(?:name="intent" value|value)="([^"]+)"/)?.[1] ?? f.slice(0, 120),
        ),
        path,
      ).toEqual([]);
    }
  });
});
