import { useEffect } from "react";
import { useLocation } from "react-router";
import { bookingSectionId, firm } from "~/content/firm";
import { type ButtonVariant, buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { lazyDialog, useLazyDialog } from "../ui/lazy-dialog";

/**
 * The firm's own booking (the default) or the third-party scheduler, as firm.ts chooses
 * (docs/BOOKING.md#the-external-scheduler): only the chosen one's chunk is ever loaded. The browser
 * tests of the scheduler's failure states set `__bookingProvider` before the page's scripts run, to
 * exercise the one the build did not choose.
 */
const provider =
  (globalThis as { __bookingProvider?: "own" | "external" }).__bookingProvider ??
  firm.booking.provider;
const booking =
  provider === "own"
    ? lazyDialog(() => import("../booking/own-booking-dialog-content"))
    : lazyDialog(() => import("./booking-dialog-content"));

/**
 * Book Consultation: the button, and the booking modal loaded on demand (`useLazyDialog`), so the
 * contact page does not evaluate Radix Dialog before it is usable. Without JavaScript the page
 * shows a link to the booking page instead (routes/contact.tsx): /book, or the scheduling page.
 *
 * Every booking call to action on the site links to `bookingHref` (/contact#book): arriving there,
 * or following such a link while on this page, opens the dialog at once, so booking takes one tap
 * from anywhere (docs/PRODUCT-RULES.md#contact-and-privacy). Closing it drops the fragment, so a
 * reload or Back does not open it again.
 */
export function ConsultationBookingDialog({ variant = "primary" }: { variant?: ButtonVariant }) {
  const dialog = useLazyDialog(booking);
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
        <Icon name="calendar" className="size-[1.1em]" />
        <span>Book Consultation</span>
      </button>
      {dialog.dialog}
    </>
  );
}
