import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import type { BookingOffer } from "~/booking/booking-page";
import { firm } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { type LazyDialogProps, OpenDialog } from "../ui/open-dialog";
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

/** The dialog's title, what a consultation is, the clocks its times are shown on, and Close. */
export function OwnBookingHeader({ offer }: { offer: BookingOffer | null }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
      <div>
        <Dialog.Title className="font-serif text-xl font-semibold text-ink-950 md:text-2xl">
          Book a free consultation
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          {firm.consultation.minutes} minutes, {firm.consultation.price}, by phone or video.
          {offer
            ? ` Times are shown in ${offer.tzPlace} time${offer.tz !== firm.booking.timeZone ? `, with ${offer.firmPlace} time beside them` : ""}.`
            : ""}
        </Dialog.Description>
      </div>
      <Dialog.Close
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50"
        aria-label="Close booking window"
      >
        <Icon name="close" className="size-6" />
      </Dialog.Close>
    </div>
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
