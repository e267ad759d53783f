import { Link } from "react-router";

interface InquiryBooking {
  id: number;
  when: string;
  lawyer: string;
  method: "phone" | "video";
  statusLabel: string;
}

/**
 * The consultations booked under one inquiry (docs/DESK.md#bookings), on the inquiry's desk page:
 * when, with whom, their status, each linking to its booking page. Nothing when there is none.
 */
export function InquiryBookings({ bookings }: { bookings: readonly InquiryBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section
      id="bookings"
      aria-labelledby="inquiry-bookings-heading"
      className="rounded-card border border-line bg-white p-4 shadow-card md:p-6"
      data-inquiry-bookings
    >
      <h2 id="inquiry-bookings-heading" className="text-lg font-semibold">
        Consultations
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {bookings.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link to={`/desk/bookings/${b.id}`} className="font-semibold text-ink-800 underline">
              {b.when}
            </Link>
            <span className="text-sm text-muted">
              {b.lawyer}, {b.method === "video" ? "video" : "phone"}: {b.statusLabel}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
