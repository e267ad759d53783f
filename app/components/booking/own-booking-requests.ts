import { useEffect, useState } from "react";
import { bookingKeyField, newBookingKey } from "~/booking/booking-form-key";
import {
  type BookingAnswer,
  type BookingChoice,
  type BookingOffer,
  bookingChoiceUrl,
  bookingJsonPath,
} from "~/booking/booking-page";

/**
 * The booking dialog's two requests to /book.json (docs/BOOKING.md#the-booking-form): the free
 * times (GET) and the booking (POST).
 */

/**
 * The free times: those the server sent with its choice of this booking when the dialog opened,
 * asked for again after a failure (`retry`) and for another zone chosen in the dialog's list
 * (`loadZone`; until then the browser's own zone, `bookingChoiceUrl`).
 */
export function useOwnBookingOffer(initialOffer: BookingOffer | undefined) {
  const [offer, setOffer] = useState<BookingOffer | null>(initialOffer ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [zone, setZone] = useState<string | null>(null);
  const [zoneLoading, setZoneLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure, `zone` for another zone.
  useEffect(() => {
    // The first times came with the server's choice of this dialog.
    if (attempt === 0 && initialOffer && zone === null) return;
    const controller = new AbortController();
    setLoadFailed(false);
    fetch(bookingChoiceUrl(zone ?? undefined), {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) =>
        r.ok ? (r.json() as Promise<BookingChoice>) : Promise.reject(new Error(String(r.status))),
      )
      .then((choice) =>
        // The server no longer offers this booking (BOOKING_PROVIDER changed): as if it failed,
        // "Try again" and the plain page, which leads to the booking now chosen.
        choice.provider === "own" ? choice : Promise.reject(new Error(choice.provider)),
      )
      .then(
        (next) => {
          setOffer(next);
          setZoneLoading(false);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setLoadFailed(true);
            setZoneLoading(false);
          }
          return error;
        },
      );
    return () => controller.abort();
  }, [attempt, zone]);

  return {
    offer,
    loadFailed,
    zoneLoading,
    retry: () => setAttempt((n) => n + 1),
    loadZone(next: string) {
      setZoneLoading(true);
      setZone(next);
    },
  };
}

/**
 * The booking, posted in JSON without leaving the page. `onAnswer` hears the server's answer, or
 * `null` when no answer arrived (the dialog then says it cannot confirm the booking).
 */
export function useOwnBookingPost(onAnswer: (answer: BookingAnswer | null) => void) {
  const [answer, setAnswer] = useState<BookingAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  // Made when the dialog's form is shown and sent with each post, so the same booking sent again
  // (a retry after no answer arrived) books once (docs/BOOKING.md#the-same-booking-sent-twice).
  const [key] = useState(newBookingKey);

  async function book(body: FormData) {
    if (key) body.set(bookingKeyField, key);
    setSending(true);
    setUnreachable(false);
    try {
      const response = await fetch(bookingJsonPath, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const result = (await response.json()) as BookingAnswer;
      setAnswer(result);
      onAnswer(result);
    } catch {
      setUnreachable(true);
      onAnswer(null);
    } finally {
      setSending(false);
    }
  }

  // What went wrong, when the booking was not made for a reason other than the answers or the time.
  const problem = unreachable
    ? ("unreachable" as const)
    : answer &&
        (answer.status === "rate-limited" ||
          answer.status === "too-large" ||
          answer.status === "unavailable")
      ? answer.status
      : null;

  return { answer, sending, problem, book };
}
