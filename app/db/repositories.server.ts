/**
 * Every repository on one open database (app/db/README.md): what the server, the desk and the
 * operations commands use. A new aggregate adds its repository here.
 */
import { AuditLog } from "./audit-log.server";
import { Bookings } from "./bookings.server";
import { ContactMessages } from "./contact-messages.server";
import type { SiteDatabase } from "./database.server";
import { Inquiries } from "./inquiries.server";
import { StaffAccess } from "./staff-access.server";

export interface Repositories {
  db: SiteDatabase;
  messages: ContactMessages;
  staff: StaffAccess;
  inquiries: Inquiries;
  audit: AuditLog;
  bookings: Bookings;
}

export function repositories(db: SiteDatabase): Repositories {
  const messages = new ContactMessages(db);
  const audit = new AuditLog(db);
  return {
    db,
    messages,
    staff: new StaffAccess(db),
    inquiries: new Inquiries(db, audit, messages),
    audit,
    bookings: new Bookings(db),
  };
}
