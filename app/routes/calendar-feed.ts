import { lawyerFeed } from "~/booking/booking-mail.server";
import { firm } from "~/content/firm";
import type { Route } from "./+types/calendar-feed";

/**
 * A lawyer's private calendar feed (docs/BOOKING.md#calendar-feeds): `/calendar/<secret>.ics`, for
 * Outlook, Google Calendar and Apple Calendar to subscribe to. The secret is the only key (calendar
 * apps cannot sign in); staff make a new one or turn it off in the desk, which stops the old address
 * at once. It lists the lawyer's bookings from a week ago on; never cached by a proxy.
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function loader({ params, context }: Route.LoaderArgs) {
  const booking = context.booking;
  const token = /^(.+)\.ics$/.exec(params.file ?? "")?.[1];
  const lawyerKey = booking?.service.feedLawyer(token);
  // No-store, noindex and no-referrer come from the secret links' route policy
  // (app/platform/secret-links.server.ts), on this answer and on every other answer to this route.
  if (!booking || !lawyerKey)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  const lawyer = firm.lawyers.find((l) => l.key === lawyerKey) ?? firm.lawyers[0];
  const ics = lawyerFeed(
    booking.service.bookings.forFeed(lawyerKey, Date.now() - WEEK_MS),
    booking.mail,
    lawyer.name,
  );
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
