import { Form, Link } from "react-router";
import { type BookingOffer, bookingPagePath } from "~/booking/booking-page";
import type { DayView } from "~/booking/slot-view";
import { firm } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { BookingNightNote } from "./booking-night-note";
import { bookingInputClass } from "./booking-styles";
import { BookingZoneField } from "./booking-zone-field";

/**
 * The plain booking page's address for a day (docs/BOOKING.md#the-booking-form): what the visitor
 * chose so far (a type other than the default, a zone other than the firm's, the note the opening
 * page carried) kept in the query, so each step works without JavaScript.
 */
export function bookPageHref(offer: BookingOffer, day: string | null): string {
  const q = new URLSearchParams();
  if (offer.type !== firm.booking.defaultConsultationType) q.set("type", offer.type);
  if (offer.tz !== firm.booking.timeZone) q.set("tz", offer.tz);
  if (day) q.set("day", day);
  if (offer.note) q.set("note", offer.note);
  const s = q.toString();
  return s ? `${bookingPagePath}?${s}` : bookingPagePath;
}

/**
 * Step 1 of the plain booking page: the consultation type (when there are several) and the zone
 * the times are shown in, asked with a GET, then the days with free times as links, the chosen one
 * marked current.
 */
export function BookingDayChoice({
  id,
  offer,
  day,
}: {
  id: string;
  offer: BookingOffer;
  day: DayView | null;
}) {
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card md:p-8">
      <h2 className="text-2xl font-semibold">1. Choose a day</h2>
      <Form method="get" action={bookingPagePath} className="mt-4 flex flex-wrap items-end gap-3">
        {day ? <input type="hidden" name="day" value={day.date} /> : null}
        {offer.note ? <input type="hidden" name="note" value={offer.note} /> : null}
        {offer.types.length > 1 ? (
          <div>
            <label htmlFor={`${id}-type`} className="block text-[0.95rem] font-semibold">
              Consultation
            </label>
            <select
              id={`${id}-type`}
              name="type"
              defaultValue={offer.type}
              className={bookingInputClass}
            >
              {offer.types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.minutes} minutes{t.free ? ", free" : ""})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <BookingZoneField id={id} offer={offer} />
        <button type="submit" className={buttonClass("secondary")}>
          Show times
        </button>
      </Form>
      {offer.nightForVisitor ? <BookingNightNote place={offer.tzPlace} /> : null}
      {offer.days.length === 0 ? (
        <p className="mt-5">
          No time is free in the next {firm.booking.horizonDays} days. Please call us at{" "}
          {firm.phone.display} and we will find one.
        </p>
      ) : (
        <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label="Days with free times">
          {offer.days.map((d) => (
            <li key={d.date}>
              <Link
                to={bookPageHref(offer, d.date)}
                aria-current={d.date === day?.date ? "true" : undefined}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 text-ink-950 hover:border-ink-800 aria-[current=true]:border-ink-800 aria-[current=true]:bg-ink-50"
              >
                <span className="font-semibold">{d.label}</span>
                <span className="whitespace-nowrap text-sm text-muted">
                  {d.times.length} {d.times.length === 1 ? "time" : "times"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
