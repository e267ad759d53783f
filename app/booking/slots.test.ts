import { describe, expect, it } from "vitest";
import { type BookingSettings, type ConsultationType, firm } from "~/content/firm";
import { closedReason, ontarioPublicHolidays } from "./ontario-holidays.server";
import { describeStart, describeStartForClient, placeOf, viewOfDays } from "./slot-view";
import {
  type BusyTime,
  nearestSlots,
  offeredAt,
  offeredDays,
  offeredOn,
  type SlotQuery,
} from "./slots";
import { dateIn, weekdayOf, zonedInstant } from "./zoned-time";

// docs/BOOKING.md#which-times-are-offered

const settings = firm.booking;
const TORONTO = "America/Toronto";
const type = settings.consultationTypes[0] as ConsultationType;
const at = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return zonedInstant(TORONTO, date, (h ?? 0) * 60 + (m ?? 0));
};
const iso = (ms: number) => new Date(ms).toISOString();
const torontoClock = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: TORONTO,
    hour: "2-digit",
    minute: "2-digit",
  }).format(ms);

function query(now: number, over: Partial<SlotQuery> = {}): SlotQuery {
  return {
    settings,
    type,
    now,
    busy: [],
    closedOn: (date) => closedReason(settings, date),
    ...over,
  };
}

/** A Sunday evening before the week looked at, so the notice never reaches into it. */
const sundayBefore = (date: string) => at(date, "18:00") - 24 * 3_600_000;

describe("Ontario's public holidays", () => {
  // The official list: Employment Standards Act, 2000, s. 1(1), and the Ontario government's guide
  // to public holidays (app/content/facts/statements.ts, "ontario-public-holidays").
  it("are the nine of the official list in 2026", () => {
    expect(ontarioPublicHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-02-16", name: "Family Day" },
      { date: "2026-04-03", name: "Good Friday" },
      { date: "2026-05-18", name: "Victoria Day" },
      { date: "2026-07-01", name: "Canada Day" },
      { date: "2026-09-07", name: "Labour Day" },
      { date: "2026-10-12", name: "Thanksgiving" },
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2026-12-26", name: "Boxing Day" },
    ]);
  });

  it("are the nine of the official list in 2027", () => {
    expect(ontarioPublicHolidays(2027)).toEqual([
      { date: "2027-01-01", name: "New Year's Day" },
      { date: "2027-02-15", name: "Family Day" },
      { date: "2027-03-26", name: "Good Friday" },
      { date: "2027-05-24", name: "Victoria Day" },
      { date: "2027-07-01", name: "Canada Day" },
      { date: "2027-09-06", name: "Labour Day" },
      { date: "2027-10-11", name: "Thanksgiving" },
      { date: "2027-12-25", name: "Christmas Day" },
      { date: "2027-12-26", name: "Boxing Day" },
    ]);
  });

  it("are computed for any year, nine each", () => {
    for (const year of [2028, 2030, 2035]) expect(ontarioPublicHolidays(year)).toHaveLength(9);
  });

  it("do not include days the Act does not name (Easter Monday, Civic Holiday, Remembrance Day)", () => {
    for (const date of ["2026-04-06", "2026-08-03", "2026-11-11", "2027-03-29", "2027-08-02"])
      expect(closedReason(settings, date)).toBeNull();
  });
});

describe("offered times", () => {
  it("fall inside the consultation hours, Monday to Friday 9:00 AM to 5:00 PM Toronto time", () => {
    const days = offeredDays(query(sundayBefore("2026-12-07")));
    const week = days.filter((d) => d.date >= "2026-12-07" && d.date <= "2026-12-13");
    expect(week.map((d) => d.date)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
    ]);
    const monday = week[0]!.slots;
    expect(monday.map((s) => torontoClock(s.start))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    // Each consultation ends by 5:00 PM and lasts the type's 15 minutes.
    for (const s of monday) {
      expect(s.end - s.start).toBe(15 * 60_000);
      expect(torontoClock(s.end) <= "17:00").toBe(true);
      expect(s.lawyer).toBe("principal");
    }
  });

  it("are never in the past nor inside the minimum notice", () => {
    // Monday 10:10 AM: with four hours' notice the first time is 2:30 PM the same day.
    const now = at("2026-12-07", "10:10");
    const today = offeredOn(query(now), "2026-12-07");
    expect(torontoClock(today[0]!.start)).toBe("14:30");
    for (const day of offeredDays(query(now)))
      for (const s of day.slots) expect(s.start).toBeGreaterThanOrEqual(now + 4 * 3_600_000);
    // Late on Friday: nothing is left that day, and the weekend offers nothing.
    const friday = at("2026-12-11", "16:00");
    expect(offeredOn(query(friday), "2026-12-11")).toEqual([]);
    expect(offeredDays(query(friday))[0]?.date).toBe("2026-12-14");
  });

  it("keep the buffer before and after each booked consultation", () => {
    // Staff booked 10:10-10:25: 10:00 overlaps it, 10:30 starts inside the 15-minute buffer after it.
    const busy: BusyTime[] = [
      {
        lawyer: "principal",
        start: at("2026-12-08", "10:10"),
        end: at("2026-12-08", "10:25"),
        kind: "booking",
      },
    ];
    const clocks = offeredOn(query(sundayBefore("2026-12-07"), { busy }), "2026-12-08").map((s) =>
      torontoClock(s.start),
    );
    expect(clocks).toContain("09:30");
    expect(clocks).not.toContain("10:00");
    expect(clocks).not.toContain("10:30");
    expect(clocks).toContain("11:00");
  });

  it("leave out blocked time, without a buffer around it", () => {
    const busy: BusyTime[] = [
      {
        lawyer: "principal",
        start: at("2026-12-08", "12:00"),
        end: at("2026-12-08", "14:00"),
        kind: "block",
      },
    ];
    const clocks = offeredOn(query(sundayBefore("2026-12-07"), { busy }), "2026-12-08").map((s) =>
      torontoClock(s.start),
    );
    expect(clocks).toContain("11:30");
    expect(clocks.filter((c) => c >= "12:00" && c < "14:00")).toEqual([]);
    expect(clocks).toContain("14:00");
  });

  it("stop once a lawyer has the daily maximum of consultations", () => {
    const busy: BusyTime[] = Array.from({ length: settings.dailyMaximum }, (_, i) => ({
      lawyer: "principal" as const,
      start: at("2026-12-09", `${String(9 + i).padStart(2, "0")}:00`),
      end: at("2026-12-09", `${String(9 + i).padStart(2, "0")}:15`),
      kind: "booking" as const,
    }));
    const q = query(sundayBefore("2026-12-07"), { busy });
    expect(offeredOn(q, "2026-12-09")).toEqual([]);
    // One fewer and the free times come back.
    expect(offeredOn({ ...q, busy: busy.slice(1) }, "2026-12-09").length).toBeGreaterThan(0);
  });

  it("reach as far ahead as the horizon and no further", () => {
    const now = at("2026-12-01", "08:00");
    const days = offeredDays(query(now));
    // 30 days counting today: December 1 to December 30.
    expect(days.at(-1)!.date).toBe("2026-12-30");
    expect(offeredOn(query(now), "2026-12-31")).toEqual([]);
    expect(offeredOn(query(now), "2027-01-04")).toEqual([]);
  });

  it("skip the public holidays of 2026 and 2027 and the firm's closures", () => {
    // The weekday holidays (the firm is closed at weekends anyway).
    const holidays = [...ontarioPublicHolidays(2026), ...ontarioPublicHolidays(2027)].filter(
      (h) => !["saturday", "sunday"].includes(weekdayOf(h.date)),
    );
    expect(holidays.length).toBeGreaterThanOrEqual(14);
    for (const h of holidays) {
      const q = query(at(h.date, "00:00") - 3 * 86_400_000);
      expect(offeredOn(q, h.date), h.name).toEqual([]);
    }
    // Easter Monday is not an Ontario public holiday: the firm is open.
    expect(offeredOn(query(at("2026-04-03", "08:00")), "2026-04-06").length).toBe(16);
    // The firm's own closures (app/content/firm.ts).
    expect(offeredOn(query(at("2026-12-21", "08:00")), "2026-12-24")).toEqual([]);
    expect(closedReason(settings, "2026-12-24")).toBe("Christmas Eve");
    // A holiday on a weekend is observed on the next free weekday, as the desk's business days are.
    expect(offeredOn(query(at("2026-12-21", "08:00")), "2026-12-28")).toEqual([]);
    expect(closedReason(settings, "2026-12-28")).toBe("Boxing Day (observed)");
    expect(closedReason(settings, "2027-12-27")).toBe("Christmas Day (observed)");
    expect(closedReason(settings, "2027-12-28")).toBe("Boxing Day (observed)");
    expect(offeredOn(query(at("2026-12-21", "08:00")), "2026-12-29").length).toBe(16);
  });

  it.each([
    // [the Friday before, its 9:00 AM in UTC, the Monday after, its 9:00 AM in UTC]
    ["2026-03-08 (spring forward)", "2026-03-06", "14:00", "2026-03-09", "13:00"],
    ["2026-11-01 (fall back)", "2026-10-30", "13:00", "2026-11-02", "14:00"],
    ["2027-03-14 (spring forward)", "2027-03-12", "14:00", "2027-03-15", "13:00"],
  ])(
    "keep 9:00 AM Toronto time across the daylight-saving change of %s",
    (_change, friday, fridayUtc, monday, mondayUtc) => {
      const q = query(at(friday, "00:00") - 86_400_000);
      const days = offeredDays(q);
      const fri = days.find((d) => d.date === friday)!.slots;
      const mon = days.find((d) => d.date === monday)!.slots;
      expect(iso(fri[0]!.start).slice(11, 16)).toBe(fridayUtc);
      expect(iso(mon[0]!.start).slice(11, 16)).toBe(mondayUtc);
      // Both days keep all sixteen times, 9:00 AM to 4:30 PM on the firm's clock.
      for (const slots of [fri, mon]) {
        expect(slots).toHaveLength(16);
        expect(torontoClock(slots[0]!.start)).toBe("09:00");
        expect(torontoClock(slots.at(-1)!.start)).toBe("16:30");
      }
      // The notice is measured in real time across the change: 4 hours, not 3 or 5.
      const mondayNine = at(monday, "09:00");
      const justInTime = offeredOn(query(mondayNine - 4 * 3_600_000), monday);
      expect(justInTime[0]!.start).toBe(mondayNine);
      expect(offeredOn(query(mondayNine - 4 * 3_600_000 + 1), monday)[0]!.start).toBe(
        mondayNine + 30 * 60_000,
      );
    },
  );

  it("are counted in wall-clock time on the night of a change itself", () => {
    // A type offered overnight on both change nights: no start is skipped twice or offered twice.
    const overnight: ConsultationType = {
      ...type,
      hours: { sunday: [{ from: "00:00", to: "04:00" }] },
    };
    const custom: BookingSettings = {
      ...settings,
      lawyerHours: {
        ...settings.lawyerHours,
        principal: { sunday: [{ from: "00:00", to: "04:00" }] },
      },
    };
    for (const date of ["2026-03-08", "2026-11-01", "2027-03-14"]) {
      const slots = offeredOn(
        query(at(date, "00:00") - 2 * 86_400_000, { settings: custom, type: overnight }),
        date,
      );
      const starts = slots.map((s) => s.start);
      expect(new Set(starts).size).toBe(starts.length);
      for (const s of slots) expect(dateIn(TORONTO, s.start)).toBe(date);
      expect(slots.every((s, i) => i === 0 || s.start > slots[i - 1]!.start)).toBe(true);
    }
  });

  it("give the next lawyer who takes the type when the first is busy", () => {
    const shared: ConsultationType = { ...type, lawyers: ["principal", "caribbean"] };
    const busy: BusyTime[] = [
      {
        lawyer: "principal",
        start: at("2026-12-08", "09:00"),
        end: at("2026-12-08", "17:00"),
        kind: "block",
      },
    ];
    const slots = offeredOn(
      query(sundayBefore("2026-12-07"), { type: shared, busy }),
      "2026-12-08",
    );
    expect(slots).toHaveLength(16);
    expect(new Set(slots.map((s) => s.lawyer))).toEqual(new Set(["caribbean"]));
  });

  it("tell whether one start is offered, and which are nearest to a taken one", () => {
    const q = query(sundayBefore("2026-12-07"));
    expect(offeredAt(q, at("2026-12-08", "10:00"))?.lawyer).toBe("principal");
    expect(offeredAt(q, at("2026-12-08", "10:15"))).toBeUndefined();
    expect(offeredAt(q, at("2026-12-12", "10:00"))).toBeUndefined();
    const taken = at("2026-12-08", "10:00");
    const busy: BusyTime[] = [
      { lawyer: "principal", start: taken, end: taken + 15 * 60_000, kind: "booking" },
    ];
    const nearest = nearestSlots(offeredDays({ ...q, busy }), taken, 3);
    // Half an hour either side, then the earlier of the two an hour away.
    expect(nearest.map((s) => torontoClock(s.start))).toEqual(["09:00", "09:30", "10:30"]);
  });
});

describe("times as the visitor sees them", () => {
  const days = offeredDays(query(sundayBefore("2026-12-07"))).filter(
    (d) => d.date === "2026-12-07",
  );

  it("show Toronto time alone to a visitor in Toronto", () => {
    const [monday] = viewOfDays(days, TORONTO, TORONTO);
    expect(monday!.label).toBe("Monday, December 7");
    expect(monday!.times[0]).toEqual({
      value: "2026-12-07T14:00:00.000Z",
      time: "9:00 AM",
      firmTime: null,
    });
  });

  it("show a visitor in Port of Spain their own time with Toronto's beside it", () => {
    const [monday] = viewOfDays(days, TORONTO, "America/Port_of_Spain");
    expect(monday!.times[0]).toMatchObject({ time: "10:00 AM", firmTime: "9:00 AM" });
    expect(monday!.times.at(-1)).toMatchObject({ time: "5:30 PM", firmTime: "4:30 PM" });
    // In Toronto's summer (EDT, UTC-4) Port of Spain's clock (AST, UTC-4, no daylight saving) agrees.
    const june = offeredDays(query(sundayBefore("2027-06-07"))).filter(
      (d) => d.date === "2027-06-07",
    );
    expect(viewOfDays(june, TORONTO, "America/Port_of_Spain")[0]!.times[0]).toMatchObject({
      time: "9:00 AM",
      firmTime: null,
    });
    expect(describeStart(at("2026-12-07", "09:00"), TORONTO, "America/Port_of_Spain")).toBe(
      "Monday, December 7, 2026, 9:00 AM Toronto time (10:00 AM Port of Spain time)",
    );
  });

  it("show a visitor in London their own time, five hours ahead (four in the weeks between the two countries' changes)", () => {
    const [monday] = viewOfDays(days, TORONTO, "Europe/London");
    expect(monday!.times[0]).toMatchObject({ time: "2:00 PM", firmTime: "9:00 AM" });
    // Toronto springs forward on March 14, 2027; London only on March 28 (the last Sunday).
    const gap = offeredDays(query(at("2027-03-15", "00:00"))).filter(
      (d) => d.date === "2027-03-16",
    );
    expect(viewOfDays(gap, TORONTO, "Europe/London")[0]!.times[0]).toMatchObject({
      time: "1:00 PM",
      firmTime: "9:00 AM",
    });
  });

  it("group times by the visitor's own day when it differs from Toronto's", () => {
    // 4:30 PM in Toronto is 6:30 AM the next day in Tokyo.
    const view = viewOfDays(days, TORONTO, "Asia/Tokyo");
    expect(view.map((d) => d.date)).toEqual(["2026-12-07", "2026-12-08"]);
    expect(view[1]!.times.map((t) => t.time)).toContain("6:30 AM");
    expect(view[1]!.times.find((t) => t.time === "6:30 AM")).toMatchObject({ firmTime: "4:30 PM" });
  });

  it("list the visitor's daytime first and the times at night for them last, each in order", () => {
    // Toronto's 9:00 AM to 4:30 PM is 7:30 PM to 3:00 AM in Kolkata: a Kolkata day has the
    // evening times of one Toronto day and the small hours of the day before.
    const week = offeredDays(query(sundayBefore("2026-12-07"))).filter(
      (d) => d.date === "2026-12-07" || d.date === "2026-12-08",
    );
    const [, tuesday] = viewOfDays(week, TORONTO, "Asia/Calcutta");
    const times = tuesday!.times;
    expect(times[0]).toMatchObject({ time: "7:30 PM", firmTime: "9:00 AM" });
    expect(times[0]!.night).toBeUndefined();
    const firstNight = times.findIndex((t) => t.night);
    expect(times.slice(0, firstNight).every((t) => !t.night)).toBe(true);
    expect(times.slice(firstNight).every((t) => t.night)).toBe(true);
    expect(times[firstNight]).toMatchObject({ time: "12:00 AM", night: true });
    // No time at night for a visitor in London (2:00 PM to 9:30 PM).
    expect(viewOfDays(days, TORONTO, "Europe/London")[0]!.times.some((t) => t.night)).toBe(false);
  });

  it("put the client's clock first in subject lines, Toronto's beside it, and name Kolkata by its name", () => {
    const start = at("2026-12-08", "09:30");
    expect(describeStartForClient(start, TORONTO, "Asia/Calcutta")).toBe(
      "Tuesday, December 8, 2026, 8:00 PM Kolkata time (9:30 AM Toronto time)",
    );
    expect(describeStartForClient(at("2026-12-08", "16:00"), TORONTO, "Asia/Kolkata")).toBe(
      "Wednesday, December 9, 2026, 2:30 AM Kolkata time (Tuesday, December 8, 2026, 4:00 PM Toronto time)",
    );
    expect(describeStartForClient(start, TORONTO, TORONTO)).toBe(
      "Tuesday, December 8, 2026, 9:30 AM Toronto time",
    );
    expect(describeStartForClient(start, TORONTO, null)).toBe(
      "Tuesday, December 8, 2026, 9:30 AM Toronto time",
    );
    expect(placeOf("Asia/Calcutta")).toBe("Kolkata");
    expect(placeOf("Europe/Kiev")).toBe("Kyiv");
  });
});
