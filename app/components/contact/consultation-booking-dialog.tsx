import { type ButtonVariant, buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { lazyDialog, useLazyDialog } from "../ui/lazy-dialog";

const booking = lazyDialog(() => import("./booking-dialog-content"));

/**
 * Book Consultation: the button, and the booking modal loaded on demand (`useLazyDialog`), so the
 * contact page does not evaluate Radix Dialog before it is usable. Without JavaScript the page
 * shows a link to the booking page instead (contact-details.tsx).
 */
export function ConsultationBookingDialog({ variant = "primary" }: { variant?: ButtonVariant }) {
  const dialog = useLazyDialog(booking);
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
