import type { BookingOffer } from "~/booking/booking-page";
import { bookingInputClass } from "./booking-styles";

/**
 * "Show times for": the zone list of the plain booking pages (/book and the client's own booking
 * page), sent with their GET form, so it works without JavaScript (docs/BOOKING.md#time-zones).
 */
export function BookingZoneField({ id, offer }: { id: string; offer: BookingOffer }) {
  return (
    <div className="min-w-64 flex-1">
      <label htmlFor={`${id}-tz`} className="block text-[0.95rem] font-semibold">
        Show times for
      </label>
      <select id={`${id}-tz`} name="tz" defaultValue={offer.tz} className={bookingInputClass}>
        {offer.zones.map((z) => (
          <option key={z.value} value={z.value}>
            {z.label}
          </option>
        ))}
      </select>
    </div>
  );
}
