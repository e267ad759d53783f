import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { type BookingOffer, clocksSentence } from "~/booking/booking-page";
import { firm } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { type LazyDialogProps, OpenDialog } from "../ui/open-dialog";
import { BookingDialogHeader } from "./booking-dialog-header";
import { bookingLinkClass } from "./booking-styles";

/**
 * The booking dialog around its steps (docs/BOOKING.md#the-booking-form): the window, its title and
 * Close, and the box that scrolls. Focus goes to the step's heading once the times arrive, not to
 * the first button.
 */
export function OwnBookingFrame({
  onClose,
  onCloseAutoFocus,
  offer,
  children,
}: Pick<LazyDialogProps, "onClose" | "onCloseAutoFocus"> & {
  offer: BookingOffer | null;
  children: ReactNode;
}) {
  return (
    <OpenDialog onClose={onClose}>
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => event.preventDefault()}
        className="fixed left-1/2 top-1/2 z-[90] flex max-h-[94dvh] w-[min(44rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-white shadow-lift focus:outline-none"
        data-own-booking
      >
        <OwnBookingHeader offer={offer} />
        {/* The padding at the foot keeps a focused time clear of the sticky buttons (WCAG 2.4.11). */}
        <div className="scroll-pb-24 overflow-y-auto p-5 md:p-6">{children}</div>
      </Dialog.Content>
    </OpenDialog>
  );
}

/** The dialog's head: what a consultation is and the clocks its times are shown on. */
function OwnBookingHeader({ offer }: { offer: BookingOffer | null }) {
  return (
    <BookingDialogHeader>
      {firm.consultation.minutes} minutes, {firm.consultation.price}, by phone or video.
      {offer ? ` ${clocksSentence(offer)}` : ""}
    </BookingDialogHeader>
  );
}

/** The times did not load: try again, or the plain booking page. */
export function OwnBookingLoadFailed({
  pagePath,
  onRetry,
}: {
  pagePath: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="space-y-3" data-booking-load-failed>
      <p className="font-semibold text-danger-700">The free times did not load.</p>
      <p>
        Check your connection and try again, or{" "}
        <a href={pagePath} className={bookingLinkClass}>
          open the booking page
        </a>
        .
      </p>
      <button type="button" onClick={onRetry} className={buttonClass("secondary")}>
        Try again
      </button>
    </div>
  );
}
