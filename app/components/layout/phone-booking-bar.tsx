import { Link } from "react-router";
import { bookingBar } from "~/behaviours/booking-bar";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { bookingHref, firm, telHref } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";

/**
 * On phones (below 640 px, where the header has no room for its Book Consultation button) a bar
 * pinned to the bottom of every page: call the firm, or book a consultation, one tap away
 * (docs/PRODUCT-RULES.md#ways-to-reach-the-firm). Plain links, so it works without JavaScript and
 * on pages that load no React. It never moves: no animation to reduce.
 *
 * It covers nothing: the footer ends with room for it, the browser keeps anything it scrolls into
 * view (an anchor, or focus when tabbing) clear of it through `scroll-padding-bottom`, and it steps
 * aside while a text field has focus, when the on-screen keyboard needs the space
 * (app/behaviours/booking-bar.ts, WCAG 2.4.11 Focus Not Obscured).
 */
export function PhoneBookingBar() {
  const ref = useBehaviour(bookingBar);
  return (
    <nav
      ref={ref}
      aria-label="Call or book"
      data-booking-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-6px_20px_-12px_rgb(15_33_64/0.35)] backdrop-blur sm:hidden print:hidden"
    >
      <div className="mx-auto flex max-w-md gap-2">
        <a
          href={telHref(firm.phone)}
          className={buttonClass("secondary", "flex-1 whitespace-nowrap px-3")}
          aria-label={`Call ${firm.shortName}, ${firm.phone.display}`}
        >
          <Icon name="phone" className="size-[1.1em] shrink-0" />
          <span>Call</span>
        </a>
        <Link
          to={bookingHref}
          className={buttonClass("primary", "flex-[2] whitespace-nowrap px-3")}
          prefetch="intent"
        >
          <Icon name="calendar" className="size-[1.1em] shrink-0" />
          {/* Below 368 px the words would not fit: "Book" shows, the whole name is read. */}
          <span>
            Book<span className="max-[23rem]:sr-only"> a consultation</span>
          </span>
        </Link>
      </div>
    </nav>
  );
}
