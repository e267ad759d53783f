import { lazy, useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  type BookingChoice,
  type BookingOffer,
  bookingChoiceUrl,
  noteInAddress,
} from "~/booking/booking-page";
import { type BookingProvider, bookingSectionId, firm } from "~/content/firm";
import { afterNextPaint } from "~/lib/scheduling/after-next-paint";
import { type ButtonVariant, buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { StillLoading, useLazyDialog } from "../ui/lazy-dialog";
import type { LazyDialogProps } from "../ui/open-dialog";

/**
 * The two booking dialogs, each its own chunk: the firm's own booking and the third-party
 * scheduler (docs/BOOKING.md#the-external-scheduler). Neither is fetched before the dialog opens.
 */
const OwnBooking = lazy(() => import("../booking/own-booking-dialog-content"));
const ExternalScheduler = lazy(() => import("./booking-dialog-content"));

/** How long the dialog waits for the server's choice before it falls back on firm.ts's. */
const choiceTimeoutMs = 10_000;

type Choice = { provider: BookingProvider; offer?: BookingOffer };

/** Reads /book.json's answer; anything else than one of the two choices counts as no answer. */
function readChoice(body: unknown): Choice | undefined {
  const answer = body as Partial<BookingChoice> | null;
  if (answer?.provider === "external") return { provider: "external" };
  if (answer?.provider === "own" && Array.isArray(answer.days))
    return { provider: "own", offer: answer as BookingOffer };
  return undefined;
}

/**
 * What the open dialog shows: the booking the server offers (BOOKING_PROVIDER, else firm.ts),
 * asked of /book.json when the dialog opens, with the firm's own times in the same answer. Until it
 * answers the button shows it is working (`StillLoading`); then only the chosen dialog's code is
 * fetched, never the other's. If no answer comes (offline, or none within `choiceTimeoutMs`), the
 * dialog firm.ts names opens, with its own failure states (the own booking's "Try again" and plain
 * page, the scheduler's alternatives).
 * No third-party request is made before the external scheduler is the one chosen and opened.
 */
function ChosenBookingDialog(props: LazyDialogProps) {
  const [choice, setChoice] = useState<Choice | null>(null);

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), choiceTimeoutMs);
    // A booking opened from the closing-cost estimate (/contact?note=…#book) carries the
    // estimate's link into the details' note, as the plain page does (docs/BOOKING.md).
    const note = noteInAddress(window.location.search);
    const ask = () =>
      fetch(bookingChoiceUrl(undefined, undefined, note), {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((r) => (r.ok ? r.json() : undefined))
        .then(readChoice, () => undefined)
        .then((answer) => {
          if (live) setChoice(answer ?? { provider: firm.booking.provider });
        })
        .finally(() => window.clearTimeout(timer));
    // Asked once the press has painted: the address carries the visitor's time zone, and the
    // page's first use of Intl loads the browser's locale data, tens of milliseconds on a phone
    // that the button's busy state must not wait for.
    const cancel = afterNextPaint(ask);
    return () => {
      live = false;
      cancel();
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (!choice) return <StillLoading />;
  return choice.provider === "own" ? (
    <OwnBooking {...props} initialOffer={choice.offer} />
  ) : (
    <ExternalScheduler {...props} />
  );
}

/**
 * Book Consultation: the button, and the booking modal loaded when it opens (`useLazyDialog`), so
 * the contact page does not evaluate Radix Dialog, nor any booking code, before it is used. Without
 * JavaScript the page shows a link to the booking page instead (routes/contact.tsx): /book, which
 * is the scheduling page itself when the server chose that.
 *
 * Every booking call to action on the site links to `bookingHref` (/contact#book): arriving there,
 * or following such a link while on this page, opens the dialog at once, so booking takes one tap
 * from anywhere (docs/PRODUCT-RULES.md#contact-and-privacy). Closing it drops the fragment, so a
 * reload or Back does not open it again.
 */
export function ConsultationBookingDialog({ variant = "primary" }: { variant?: ButtonVariant }) {
  const dialog = useLazyDialog(ChosenBookingDialog);
  const location = useLocation();
  const { show } = dialog;

  // `location.key` changes with every navigation, so a second tap on a booking link opens it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation (key)
  useEffect(() => {
    if (location.hash !== `#${bookingSectionId}`) return;
    show();
    const url = new URL(window.location.href);
    if (url.hash === `#${bookingSectionId}`) {
      url.hash = "";
      // Keep React Router's history state; only the address changes.
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
    }
  }, [location.hash, location.key]);

  return (
    <>
      <button {...dialog.triggerProps} className={buttonClass(variant)} data-booking-trigger>
        {dialog.pending ? (
          // Pressed, the booking on its way: a turning ring in the icon's place (still under
          // reduced motion), so the button keeps its size and label.
          <Icon name="progress" className="size-[1.1em] motion-safe:animate-spin" />
        ) : (
          <Icon name="calendar" className="size-[1.1em]" />
        )}
        <span>Book Consultation</span>
      </button>
      {dialog.dialog}
    </>
  );
}
