import type { AppLoadContext } from "react-router";
import type { ContactGate } from "~/contact/contact-services";
import { type BookingProvider, firm } from "~/content/firm";
import type { BookingMailSettings } from "./booking-mail.server";
import type { BookOnce } from "./booking-once.server";
import type { BookingService } from "./booking-service.server";

/**
 * The firm's own booking as the routes see it, handed over through React Router's load context by
 * the production server (server/main.ts). The routes never import server code.
 */
export interface BookingServices {
  service: BookingService;
  /** A visitor's booking post, booked once per form (docs/BOOKING.md#the-same-booking-sent-twice). */
  bookOnce: BookOnce;
  /**
   * The booking posts' rate and size limits, asked before the body is read (BOOKING_RATE_LIMIT).
   * `{ counted: false }`: the size limit only, for a post that is counted later or not at all (a
   * cancel by a link that works, docs/BOOKING.md#reschedule-and-cancel).
   */
  admit(options?: { counted: boolean }): Promise<ContactGate>;
  mail: BookingMailSettings;
}

/**
 * The booking the server offers (docs/BOOKING.md#the-external-scheduler): the operator's
 * BOOKING_PROVIDER, else the firm's choice in firm.ts.
 */
export function bookingProviderOf(context: AppLoadContext): BookingProvider {
  return context.bookingProvider ?? firm.booking.provider;
}
