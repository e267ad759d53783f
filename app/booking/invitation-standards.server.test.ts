/**
 * Invitations and feeds as calendars read them (docs/STANDARDS.md#icalendar): read by two parsers
 * nobody here wrote, ical.js and Python's `icalendar`, with names that carry every character a
 * calendar file treats specially. Both must find the attendee, with the name meant and the address
 * given, and agree with each other.
 */

import { describe, expect, it } from "vitest";
import {
  contentLines,
  readWithIcalJs,
  readWithPython,
} from "../../tests/support/standards-parsers";
import { feedIcs, type InvitationEvent, invitationIcs, parameterText } from "./invitation.server";
import { sampleInvitation } from "./invitation-sample";

const event: InvitationEvent = {
  ...sampleInvitation,
  organizer: { name: "Danielle Mercer, Mercer Law", email: "info@mercerlaw.example" },
};
const options = { calendarName: "Mercer Law", timeZone: "America/Toronto" };

/** Names as visitors type them, and what each becomes in CN (RFC 5545, 3.1: QSAFE-CHAR). */
const hostile: [typed: string, cn: string][] = [
  ['Jo "JJ" Smith', "Jo 'JJ' Smith"],
  ["Back\\slash O\\Brien", "Backslash OBrien"],
  ["Smith, Jr.; Esq: Ng", "Smith, Jr.; Esq: Ng"],
  ["Client\\, Jr\\; x\\\\n", "Client, Jr; xn"],
  ["New\nLine\r\nName\tTab", "New Line Name Tab"],
  ["Zoë 😀 Ng", "Zoë 😀 Ng"],
  ["Line\u2028Separator\u2029Para", "Line Separator Para"],
  ["Caret ^n^' ^^ name", "Caret n' name"],
  ['"\\"', "''"],
  ["mailto:evil@example.com;CN=x:", "mailto:evil@example.com;CN=x:"],
];

/** Both parsers' reading of each calendar, which must agree. */
function readBoth(calendars: string[]) {
  const byPython = readWithPython(calendars);
  const byIcalJs = calendars.map(readWithIcalJs);
  expect(byPython).toEqual(byIcalJs);
  return byIcalJs;
}

describe("a client's invitation with a hostile name", () => {
  it("names the attendee as meant, at the address given, for request, move and cancel, in both parsers", () => {
    const calendars = hostile.flatMap(([name], i) => {
      const e = {
        ...event,
        attendee: { name, email: `client.${i}+test@example.com` },
        summary: `Consultation: ${name}`,
      };
      return [
        invitationIcs(e, { ...options, method: "REQUEST" }),
        invitationIcs(
          { ...e, sequence: 1, start: e.start + 86_400_000, end: e.end + 86_400_000 },
          { ...options, method: "REQUEST" },
        ),
        invitationIcs({ ...e, sequence: 2 }, { ...options, method: "CANCEL" }),
      ];
    });
    const read = readBoth(calendars);
    hostile.forEach(([typed, cn], i) => {
      for (const calendar of read.slice(i * 3, i * 3 + 3)) {
        expect(calendar.events).toHaveLength(1);
        const [attendee] = calendar.events[0]?.attendees ?? [];
        expect(attendee).toEqual({ cn, value: `mailto:client.${i}+test@example.com` });
        expect(calendar.events[0]?.organizer).toEqual({
          cn: "Danielle Mercer, Mercer Law",
          value: "mailto:info@mercerlaw.example",
        });
        // A TEXT value keeps what was typed (a line break as \n, RFC 5545, 3.3.11), but for the
        // characters some parsers would take for a line's end, and backslashes.
        expect(calendar.events[0]?.summary).toBe(
          `Consultation: ${typed
            .replace(/[\u2028\u2029]/g, " ")
            .replace(/\r\n/g, "\n")
            .replace(/\\/g, "")}`,
        );
      }
    });
    expect(read.map((c) => c.method)).toEqual(
      hostile.flatMap(() => ["REQUEST", "REQUEST", "CANCEL"]),
    );
    // An organizer's CANCEL (RFC 5546, 3.2.5) claims no reply of the client's: no PARTSTAT, which
    // calendars would show as "the client declined".
    expect(read.map((c) => c.events[0]?.attendeeStatuses)).toEqual(
      hostile.flatMap(() => [["ACCEPTED"], ["ACCEPTED"], [null]]),
    );
  });

  it("writes no backslash or double quote inside a parameter value, and no parameter escapes at all", () => {
    for (const [name] of hostile) {
      const ics = invitationIcs(
        { ...event, attendee: { name, email: "a@example.com" } },
        { ...options, method: "REQUEST" },
      );
      const attendee = contentLines(ics).find((l) => l.startsWith("ATTENDEE"));
      // One quoted CN value, with nothing inside the quotes that a quoted value cannot hold.
      const cn = /;CN="([^"]*)"[;:]/.exec(attendee ?? "")?.[1];
      expect(cn, attendee).toBeDefined();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
      expect(cn).not.toMatch(/[\\^\u0000-\u001f\u007f]/);
    }
  });

  it("keeps the name when cleaning leaves nothing out, and leaves out CN when nothing is left", () => {
    expect(parameterText("Amara Osei")).toBe("Amara Osei");
    expect(parameterText("\\^\u202e")).toBeUndefined();
  });
});

describe("the calendar's layout (RFC 5545, 3.1, 3.4, 3.6)", () => {
  it("puts every calendar property before the first component and ends every line, the last too, with CRLF", () => {
    const calendars = [
      invitationIcs(event, { ...options, method: "REQUEST" }),
      invitationIcs(event, { ...options, method: "CANCEL" }),
      feedIcs([event, { ...event, uid: "booking-other@mercerlaw.example" }], options),
      feedIcs([], options),
    ];
    for (const ics of calendars) {
      expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
      // No bare LF or CR anywhere: each line ends with CRLF.
      expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const lines = contentLines(ics);
      const firstComponent = lines.findIndex((l, i) => i > 0 && l.startsWith("BEGIN:"));
      const lastComponentEnd = lines.findLastIndex(
        (l) => l.startsWith("END:V") && l !== "END:VCALENDAR",
      );
      const zone = lines.indexOf("X-WR-TIMEZONE:America/Toronto");
      expect(zone).toBeGreaterThan(0);
      if (firstComponent > 0) {
        expect(zone).toBeLessThan(firstComponent);
        // Nothing but the calendar's end after the last component.
        expect(lines.slice(lastComponentEnd + 1)).toEqual(["END:VCALENDAR"]);
      }
    }
    expect(readBoth(calendars).map((c) => c.timeZone)).toEqual(
      calendars.map(() => "America/Toronto"),
    );
  });
});

describe("a lawyer's feed", () => {
  it("stamps each event with its own last change (DTSTAMP, LAST-MODIFIED), read alike by both parsers", () => {
    const changed = Date.parse("2026-11-20T10:11:12Z");
    const ics = feedIcs(
      [
        { ...event, attendee: undefined, stamp: changed, lastModified: changed },
        {
          ...event,
          uid: "booking-other@mercerlaw.example",
          attendee: undefined,
          summary: 'Consultation: Jo "JJ" Smith\u2028(to be confirmed)',
          stamp: changed + 1000,
          lastModified: changed + 1000,
          status: "tentative",
        },
      ],
      options,
    );
    const [feed] = readBoth([ics]);
    expect(feed?.method).toBeNull();
    expect(feed?.events.map((e) => [e.dtstamp, e.lastModified])).toEqual([
      [changed, changed],
      [changed + 1000, changed + 1000],
    ]);
    expect(feed?.events[1]?.summary).toBe('Consultation: Jo "JJ" Smith (to be confirmed)');
  });
});
