import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

/**
 * Calendar invitations and feeds (RFC 5545 through `ical-generator`; the scheduling methods of
 * RFC 5546). docs/BOOKING.md#e-mails-and-invitations.
 *
 * Times are written in UTC ("…Z"), which every calendar reads the same way, and the calendar names
 * the firm's zone (X-WR-TIMEZONE) for the clients that show it; the description states the time in
 * Toronto and, when different, on the client's own clock. An invitation keeps one UID for the life
 * of its booking; each change raises its SEQUENCE, so a calendar replaces the event instead of
 * adding a second one (RFC 5546, 2.1.4).
 */

export interface InvitationEvent {
  /** Stable for the booking's whole life: `booking-<uid>@<domain>`. */
  uid: string;
  /** 0 when booked, raised by one on every reschedule and on cancellation. */
  sequence: number;
  start: number;
  end: number;
  /** When this version of the invitation was made (DTSTAMP). */
  stamp: number;
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

function addEvent(cal: ReturnType<typeof ical>, event: InvitationEvent): void {
  cal.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url ?? null,
    status: statuses[event.status],
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: event.attendee
      ? [
          {
            name: event.attendee.name,
            email: event.attendee.email,
            role: ICalAttendeeRole.REQ,
            // The client chose this time themselves: the invitation records it as accepted, so
            // calendars add it without asking for a reply to send back.
            status:
              event.status === "cancelled"
                ? ICalAttendeeStatus.DECLINED
                : ICalAttendeeStatus.ACCEPTED,
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
  return cal.toString();
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
  return cal.toString();
}
