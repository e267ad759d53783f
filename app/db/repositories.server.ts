/**
 * Every repository on one open database (app/db/README.md): what the server, the desk and the
 * operations commands use. A new aggregate adds its repository here.
 */
import { AuditLog } from "./audit-log.server";
import { BookingSubmissions } from "./booking-submissions.server";
import { Bookings } from "./bookings.server";
import { ContactMessages } from "./contact-messages.server";
import type { SiteDatabase } from "./database.server";
import { DeskDigests } from "./desk-digests.server";
import { DeskFormSubmissions } from "./desk-form-submissions.server";
import { DeskReplies } from "./desk-replies.server";
import { FollowUps } from "./follow-ups.server";
import { Inbox } from "./inbox.server";
import { Inquiries } from "./inquiries.server";
import { StaffAccess } from "./staff-access.server";

export interface Repositories {
  db: SiteDatabase;
  messages: ContactMessages;
  staff: StaffAccess;
  inquiries: Inquiries;
  audit: AuditLog;
  bookings: Bookings;
  /** The desk's inbox: pages, counts, next and previous (docs/DESK.md#the-inbox). */
  inbox: Inbox;
  followUps: FollowUps;
  replies: DeskReplies;
  digests: DeskDigests;
  /** Each desk form's post, acted on once (docs/DESK.md#every-action-once). */
  submissions: DeskFormSubmissions;
  /** Each booking form's post that booked, so it books once (docs/BOOKING.md#the-same-booking-sent-twice). */
  bookingSubmissions: BookingSubmissions;
}

export function repositories(db: SiteDatabase): Repositories {
  const messages = new ContactMessages(db);
  const audit = new AuditLog(db);
  const inquiries = new Inquiries(db, audit, messages);
  return {
    db,
    messages,
    staff: new StaffAccess(db),
    inquiries,
    audit,
    bookings: new Bookings(db),
    inbox: new Inbox(db),
    followUps: new FollowUps(db, audit),
    replies: new DeskReplies(db, audit, inquiries),
    digests: new DeskDigests(db, audit),
    submissions: new DeskFormSubmissions(db),
    bookingSubmissions: new BookingSubmissions(db),
  };
}
