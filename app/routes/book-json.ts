import { bookingAction } from "~/booking/booking-action.server";
import { bookingOffer } from "~/booking/booking-offer.server";
import type { BookingChoice } from "~/booking/booking-page";
import { bookingProviderOf } from "~/booking/booking-services";
import type { Route } from "./+types/book-json";

/**
 * The booking dialog's requests (docs/BOOKING.md#the-booking-form): GET answers which booking the
 * server offers (BOOKING_PROVIDER, else firm.ts) and, for the firm's own, the offered times as
 * JSON; POST books and answers as JSON with the same status codes as the plain page (/book),
 * which the dialog reads itself. Same functions as /book; only the answer's format differs.
 */
const headers = { "Cache-Control": "no-store" };

export function loader({ request, context }: Route.LoaderArgs) {
  const choice: BookingChoice =
    bookingProviderOf(context) === "external"
      ? { provider: "external" }
      : { provider: "own", ...bookingOffer(context.booking?.service, new URL(request.url)) };
  return Response.json(choice, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await bookingAction(request, context);
  return Response.json(answer, { status, headers });
}
