import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { visibleText } from "~/lib/domain/visible-text";

/**
 * Calendar invitations and feeds (RFC 5545 through `ical-generator`; the scheduling methods of
 * RFC 5546). docs/BOOKING.md#e-mails-and-invitations.
 *
 * Times are written in UTC ("…Z"), which every calendar reads the same way, and the calendar names
 * the firm's zone (X-WR-TIMEZONE) for the clients that show it; the description states the time on
 * the client's own clock with Toronto's beside it when they differ (a lawyer's feed: Toronto's
 * first). An invitation keeps one UID for the life
 * of its booking; each change raises its SEQUENCE, so a calendar replaces the event instead of
 * adding a second one (RFC 5546, 2.1.4).
 *
 * What RFC 5545 asks of the text itself, which the library leaves to its caller
 * (docs/STANDARDS.md#icalendar):
 * - a parameter value (a person's name in CN) is quoted and cannot hold a DQUOTE or a control
 *   character, and has no escapes at all (3.1, 3.2): `parameterText` replaces or removes them
 *   instead of letting the library write `\"`, which parsers read as a different value;
 * - calendar properties come before the components (3.4, 3.6): `serialize` moves X-WR-TIMEZONE up;
 * - every content line ends with CRLF, the last one too (3.1).
 */

export interface InvitationEvent {
  /** Stable for the booking's whole life: `booking-<uid>@<domain>`. */
  uid: string;
  /** 0 when booked, raised by one on every reschedule and on cancellation. */
  sequence: number;
  start: number;
  end: number;
  /**
   * DTSTAMP (RFC 5545, 3.8.7.2): when this invitation was made (METHOD:REQUEST, CANCEL), or in a
   * published feed, when the event last changed.
   */
  stamp: number;
  /** LAST-MODIFIED (RFC 5545, 3.8.7.3): when the event last changed, in a published feed. */
  lastModified?: number;
  summary: string;
  description: string;
  /** Where it happens: the video room's address, or "Phone call". */
  location: string;
  url?: string | null;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  status: "confirmed" | "tentative" | "cancelled";
}

const statuses = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

function calendar(options: { name: string; method?: ICalCalendarMethod; timeZone: string }) {
  const cal = ical({
    name: options.name,
    prodId: { company: "firm-website", product: "booking", language: "EN" },
    ...(options.method ? { method: options.method } : {}),
  });
  // Not cal.timezone(): with it ical-generator writes floating times for Date values.
  cal.x([["X-WR-TIMEZONE", options.timeZone]]);
  return cal;
}

/**
 * Characters some parsers take for the end of a line although RFC 5545 does not (Python's
 * `str.splitlines`, which Python's `icalendar` uses, splits on each): U+2028, U+2029, NEL, and the
 * vertical tab, form feed and separators FS, GS, RS.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const lineSeparators = /[\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/g;

/**
 * A TEXT value (RFC 5545, 3.3.11), which the library escapes. Characters some parsers take for a
 * line's end become a space, and a backslash is dropped: RFC 5545 escapes it as `\\`, but Python's
 * `icalendar` (4.x) reads a name such as `Client\, Jr` as "Client, Jr" while ical.js reads it right,
 * and the firm's and the client's calendars must show the same words.
 */
export function textValue(value: string): string {
  return visibleText(value.replace(lineSeparators, " ").replace(/\\/g, ""));
}

/**
 * A parameter value, such as a person's name in CN, as a quoted parameter value can hold it
 * (RFC 5545, 3.1: QSAFE-CHAR is any character but a control character and DQUOTE, and a parameter
 * value has no escapes). A double quote becomes an apostrophe ("Jo "JJ" Smith" is written
 * `CN="Jo 'JJ' Smith"`); line breaks, tabs and other control or line-separating characters become
 * a space; a backslash, which the library would double, and a caret, which RFC 6868's parsers read
 * as an escape (`^n`, `^'`) and older ones do not, are dropped. Undefined when nothing is left.
 */
export function parameterText(value: string): string | undefined {
  const clean = visibleText(value)
    .replace(/"/g, "'")
    .replace(/[\\^]/g, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean || undefined;
}

function addEvent(cal: ReturnType<typeof ical>, event: InvitationEvent): void {
  const organizerName = parameterText(event.organizer.name);
  const attendeeName = event.attendee && parameterText(event.attendee.name);
  cal.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    ...(event.lastModified !== undefined ? { lastModified: new Date(event.lastModified) } : {}),
    start: new Date(event.start),
    end: new Date(event.end),
    summary: textValue(event.summary),
    description: textValue(event.description),
    location: textValue(event.location),
    url: event.url ?? null,
    status: statuses[event.status],
    organizer: organizerName
      ? { name: organizerName, email: event.organizer.email }
      : { name: event.organizer.email, email: event.organizer.email },
    attendees: event.attendee
      ? [
          {
            ...(attendeeName ? { name: attendeeName } : {}),
            email: event.attendee.email,
            role: ICalAttendeeRole.REQ,
            // The client chose this time themselves: the invitation records it as accepted, so
            // calendars add it without asking for a reply to send back. A cancellation is the
            // organizer's (RFC 5546, 3.2.5) and claims no reply of the client's: no PARTSTAT, which
            // calendars would show as "declined" by the client, wrong for a firm's decline.
            ...(event.status === "cancelled" ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
            rsvp: false,
          },
        ]
      : [],
  });
}

/**
 * One invitation for the client's calendar: METHOD:REQUEST for a new or moved consultation,
 * METHOD:CANCEL (with STATUS:CANCELLED) when it is cancelled.
 */
export function invitationIcs(
  event: InvitationEvent,
  options: { method: "REQUEST" | "CANCEL"; calendarName: string; timeZone: string },
): string {
  const cal = calendar({
    name: options.calendarName,
    method: options.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timeZone: options.timeZone,
  });
  addEvent(cal, { ...event, status: options.method === "CANCEL" ? "cancelled" : event.status });
  return serialize(cal);
}

/**
 * The calendar as text, as RFC 5545 lays it out: the library writes its `x()` properties
 * (X-WR-TIMEZONE) after the last component, and no line break after END:VCALENDAR. Calendar
 * properties go before the first component (3.4, 3.6), and every content line, the last one too,
 * ends with CRLF (3.1).
 */
function serialize(cal: ReturnType<typeof ical>): string {
  const lines = cal.toString().split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  const end = lines.lastIndexOf("END:VCALENDAR");
  const firstComponent = lines.findIndex((l, i) => i > 0 && l.startsWith("BEGIN:"));
  let lastComponentEnd = -1;
  for (let i = end - 1; i > 0; i--)
    if (lines[i]?.startsWith("END:")) {
      lastComponentEnd = i;
      break;
    }
  if (firstComponent > 0 && lastComponentEnd > firstComponent) {
    const trailing = lines.splice(lastComponentEnd + 1, end - lastComponentEnd - 1);
    lines.splice(firstComponent, 0, ...trailing);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** A lawyer's subscribed calendar (no METHOD: a published calendar, RFC 5545 3.7.2). */
export function feedIcs(
  events: readonly InvitationEvent[],
  options: { calendarName: string; timeZone: string },
): string {
  const cal = calendar({ name: options.calendarName, timeZone: options.timeZone });
  // How often a subscribing calendar should look again (a draft property most clients honour).
  cal.ttl(15 * 60);
  for (const event of events) addEvent(cal, event);
  return serialize(cal);
}
