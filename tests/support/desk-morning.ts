/**
 * A receptionist's morning on the desk (docs/DESK.md): inquiries that have waited from minutes to
 * days, consultations in every state (to be confirmed, confirmed, moved, cancelled, attended), a
 * note with a follow-up date. Written straight into the server's database, as the server would
 * have written them; the one cancellation goes through the desk itself, so the inquiry's status
 * follows it the way it does for staff.
 */
import { currentConsentVersion } from "~/contact/contact-schema";
import type { Repositories } from "~/db/repositories.server";
import { openDatabase, postAsStaff } from "./desk";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Toronto's date `days` from now, YYYY-MM-DD. */
export function torontoDate(days = 0, now = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(now + days * DAY);
}

/** 10:00 + `hour` on Toronto's clock, `days` from today (EST: UTC-5 from November to March). */
function torontoAt(days: number, hour: number): number {
  const date = torontoDate(days);
  const guess = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00-05:00`);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Toronto",
    hour: "2-digit",
    hourCycle: "h23",
  }).format(guess);
  return Number(clock) === hour ? guess : guess - HOUR;
}

export interface DeskMorning {
  staffId: number;
  session: string;
  /** The inquiries by first name. */
  ids: Record<string, number>;
  /** The bookings by state. */
  bookings: Record<"held" | "confirmed" | "moved" | "cancelled" | "attended", number>;
}

const people = [
  // first, last, area, hours ago
  ["Kevin", "Osei", "real-estate", 5 * 24, "Financing condition Wed Dec 2"],
  ["Lena", "Park", "wills-estates", 50, undefined],
  ["Marco", "Diaz", "immigration", 26, undefined],
  ["Nia", "Brown", "family-law", 3, undefined],
  ["Omar", "Haddad", "notary", 0.5, undefined],
  ["Priya", "Nair", "real-estate", 80, undefined],
  ["Quinn", "Lee", "real-estate", 70, undefined],
  ["Rosa", "Silva", "wills-estates", 60, undefined],
  ["Sam", "Tan", "immigration", 55, undefined],
  ["Tara", "Gill", "real-estate", 90, undefined],
] as const;

export async function seedDeskMorning(server: {
  dataDir: string;
  base: string;
}): Promise<DeskMorning> {
  const repos: Repositories = openDatabase(server.dataDir);
  try {
    const staff = repos.staff.addStaff("robin@firm.example", "Robin Reception");
    const session = repos.staff.createSession(staff.id);
    const now = Date.now();
    const ids: Record<string, number> = {};
    for (const [first, last, area, hoursAgo, keyDate] of people) {
      ids[first] = repos.messages.save(
        {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}@example.com`,
          phone: "416-555-0123",
          serviceType: area,
          message: `${first} writes about a ${area.replace("-", " ")} matter.`,
          keyDate,
          consent: currentConsentVersion,
        } as never,
        now - hoursAgo * HOUR,
      );
    }
    const book = (
      first: string,
      status: "held" | "confirmed",
      days: number,
      hour: number,
    ): number => {
      const startsAt = torontoAt(days, hour);
      const messageId = ids[first] as number;
      const id = repos.bookings.insert({
        uid: `morning-${first}-${days}-${hour}`,
        messageId,
        consultationType: "free-consultation",
        lawyer: "principal",
        startsAt,
        endsAt: startsAt + 15 * 60_000,
        method: "phone",
        status,
        firstName: first,
        lastName: "Client",
        email: `${first.toLowerCase()}@example.com`,
        phone: null,
        serviceType: "real-estate",
        note: null,
        otherParties: null,
        visitorTimeZone: null,
        consentTextVersion: currentConsentVersion,
        consentAt: now,
        createdAt: now,
        createdBy: null,
      });
      repos.inquiries.markBooked(messageId, now);
      return id;
    };
    // The upcoming ones on weekdays ahead (a booking's page offers to move them).
    const held = book("Priya", "held", 2, 11);
    const confirmed = book("Quinn", "confirmed", 3, 10);
    const moved = book("Rosa", "confirmed", 3, 14);
    repos.bookings.reschedule(moved, torontoAt(4, 15), torontoAt(4, 15) + 15 * 60_000, "principal");
    const cancelled = book("Sam", "confirmed", 5, 11);
    const attended = book("Tara", "confirmed", -1, 10);
    repos.bookings.setStatus(attended, ["confirmed"], "attended", staff.id, now);
    repos.followUps.setDate(ids.Lena as number, staff.id, torontoDate(3));
    repos.followUps.addNote(ids.Lena as number, staff.id, "Called, left a message.", null);
    repos.db.close();
    const res = await postAsStaff(server, session, `/desk/bookings/${cancelled}`, {
      intent: "cancel",
      confirmed: "yes",
    });
    if (res.status !== 200) throw new Error(`cancelling the booking answered ${res.status}`);
    return {
      staffId: staff.id,
      session,
      ids,
      bookings: { held, confirmed, moved, cancelled, attended },
    };
  } catch (error) {
    if (repos.db.sqlite.open) repos.db.close();
    throw error;
  }
}
