import { firm } from "~/content/firm";

/**
 * Said beside the times when the firm's consultation hours fall at night for the visitor
 * (docs/BOOKING.md#time-zones): each day then lists the visitor's daytime first and marks the
 * times at night, so no one books 2:00 AM by taking the first time offered.
 */
export function BookingNightNote({ id, place }: { id?: string; place: string }) {
  return (
    <p id={id} className="mt-2 text-sm text-body" data-booking-night-note>
      Our consultation hours, {firm.consultation.days} {firm.consultation.hours} Toronto time, fall
      partly at night in {place}. Each day lists your daytime first; times at night for you are
      marked and come last.
    </p>
  );
}
