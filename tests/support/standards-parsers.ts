/**
 * Independent readers of what the site sends (docs/STANDARDS.md): iCalendar read by ical.js (npm)
 * and by Python's `icalendar` (Debian's python3-icalendar), and e-mail read by `mailparser` (npm)
 * and by Python's standard `email` package. Each iCalendar reader gives the same plain shape, so a
 * test can check both read the same thing, and that it is what was meant.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import ICAL from "ical.js";

/** Debian's Python, which has python3-icalendar (a pyenv or venv `python3` may not). */
export const python = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

export interface CalendarAddress {
  cn: string | null;
  /** The address as a lower-case `mailto:` URI. */
  value: string;
}

export interface ReadEvent {
  uid: string;
  sequence: number;
  status: string | null;
  dtstamp: number;
  lastModified: number | null;
  start: number;
  summary: string;
  description: string;
  organizer: CalendarAddress | null;
  attendees: CalendarAddress[];
  /** Each attendee's PARTSTAT, or null where it has none. */
  attendeeStatuses: (string | null)[];
}

export interface ReadCalendar {
  method: string | null;
  timeZone: string | null;
  events: ReadEvent[];
}

const mailto = (value: string) => value.replace(/^mailto:/i, "mailto:");

/** The calendar as ical.js reads it. */
export function readWithIcalJs(ics: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const time = (v: unknown) => (v instanceof ICAL.Time ? v.toJSDate().getTime() : null);
  const address = (p: ICAL.Property | null): CalendarAddress | null =>
    p
      ? {
          cn: (p.getParameter("cn") as string | undefined) ?? null,
          value: mailto(String(p.getFirstValue())),
        }
      : null;
  return {
    method: (calendar.getFirstPropertyValue("method") as string | null) ?? null,
    timeZone: (calendar.getFirstPropertyValue("x-wr-timezone") as string | null) ?? null,
    events: calendar.getAllSubcomponents("vevent").map((v) => ({
      uid: String(v.getFirstPropertyValue("uid")),
      sequence: Number(v.getFirstPropertyValue("sequence") ?? 0),
      status: (v.getFirstPropertyValue("status") as string | null) ?? null,
      dtstamp: time(v.getFirstPropertyValue("dtstamp")) ?? Number.NaN,
      lastModified: time(v.getFirstPropertyValue("last-modified")),
      start: time(v.getFirstPropertyValue("dtstart")) ?? Number.NaN,
      summary: String(v.getFirstPropertyValue("summary") ?? ""),
      description: String(v.getFirstPropertyValue("description") ?? ""),
      organizer: address(v.getFirstProperty("organizer")),
      attendees: v
        .getAllProperties("attendee")
        .map((p) => address(p))
        .filter((a): a is CalendarAddress => a !== null),
      attendeeStatuses: v
        .getAllProperties("attendee")
        .map((p) => (p.getParameter("partstat") as string | undefined) ?? null),
    })),
  };
}

const pythonCalendarReader = `
import json, sys
from icalendar import Calendar

def ms(prop):
    return None if prop is None else int(round(prop.dt.timestamp() * 1000))

def address(value):
    if value is None:
        return None
    cn = value.params.get("CN")
    v = str(value)
    if v.lower().startswith("mailto:"):
        v = "mailto:" + v[7:]
    return {"cn": None if cn is None else str(cn), "value": v}

def read(data):
    cal = Calendar.from_ical(data)
    errors = list(cal.errors)
    events = []
    for ev in cal.walk("VEVENT"):
        errors += ev.errors
        attendees = ev.get("ATTENDEE")
        if attendees is None:
            attendees = []
        elif not isinstance(attendees, list):
            attendees = [attendees]
        status = ev.get("STATUS")
        events.append({
            "uid": str(ev.get("UID")),
            "sequence": int(ev.get("SEQUENCE", 0)),
            "status": None if status is None else str(status),
            "dtstamp": ms(ev.get("DTSTAMP")),
            "lastModified": ms(ev.get("LAST-MODIFIED")),
            "start": ms(ev.get("DTSTART")),
            "summary": str(ev.get("SUMMARY", "")),
            "description": str(ev.get("DESCRIPTION", "")),
            "organizer": address(ev.get("ORGANIZER")),
            "attendees": [address(a) for a in attendees],
            "attendeeStatuses": [
                None if a.params.get("PARTSTAT") is None else str(a.params.get("PARTSTAT"))
                for a in attendees
            ],
        })
    method = cal.get("METHOD")
    zone = cal.get("X-WR-TIMEZONE")
    return {
        "method": None if method is None else str(method),
        "timeZone": None if zone is None else str(zone),
        "events": events,
        "errors": [str(e) for e in errors],
    }

print(json.dumps([read(c.encode("utf-8")) for c in json.load(sys.stdin)]))
`;

/** Each calendar as Python's `icalendar` reads it; throws on any error it records. */
export function readWithPython(calendars: readonly string[]): ReadCalendar[] {
  const out = execFileSync(python, ["-c", pythonCalendarReader], {
    input: JSON.stringify(calendars),
    encoding: "utf8",
  });
  return (JSON.parse(out) as (ReadCalendar & { errors: string[] })[]).map(
    ({ errors, ...calendar }) => {
      if (errors.length) throw new Error(`Python's icalendar: ${errors.join("; ")}`);
      return calendar;
    },
  );
}

export interface PythonMail {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  replyTo: string | null;
  autoSubmitted: string | null;
  to: string | null;
  subject: string | null;
  /** The text of each text/calendar part. */
  calendars: string[];
  defects: string[];
}

const pythonMailReader = `
import email, json, sys
from email import policy

def read(raw):
    msg = email.message_from_bytes(raw.encode("utf-8"), policy=policy.default)
    defects = [type(d).__name__ for d in msg.defects]
    calendars = []
    for part in msg.walk():
        defects += [type(d).__name__ for d in part.defects]
        if part.get_content_type() == "text/calendar":
            calendars.append(part.get_content())
    def header(name):
        value = msg.get(name)
        return None if value is None else str(value)
    refs = header("References")
    return {
        "messageId": header("Message-ID"),
        "inReplyTo": header("In-Reply-To"),
        "references": refs.split() if refs else [],
        "replyTo": header("Reply-To"),
        "autoSubmitted": header("Auto-Submitted"),
        "to": header("To"),
        "subject": header("Subject"),
        "calendars": calendars,
        "defects": defects,
    }

print(json.dumps([read(raw) for raw in json.load(sys.stdin)]))
`;

/** Each raw message as Python's standard `email` package reads it (policy.default). */
export function readMailWithPython(raws: readonly string[]): PythonMail[] {
  const out = execFileSync(python, ["-c", pythonMailReader], {
    input: JSON.stringify(raws),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as PythonMail[];
}

/** The content lines of an iCalendar text, unfolded (RFC 5545, 3.1). */
export function contentLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((l, i, all) => l !== "" || i < all.length - 1);
}
