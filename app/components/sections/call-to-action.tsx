import type { ReactNode } from "react";
import { firm, mailtoHref, serviceTerms, telHref } from "~/content/firm";
import { BookButton, ButtonLink } from "../ui/button-link";

/** The closing band most pages end with: book, call or e-mail. Every button acts. */
export function CallToAction({
  heading = "Talk to a lawyer about your matter",
  children,
  emailSubject = "Consultation request",
  bookLabel = "Book a free consultation",
  primary,
  className = "",
}: {
  heading?: ReactNode;
  children?: ReactNode;
  emailSubject?: string;
  /** The booking button's words, matching the band (e.g. "Book a free consultation"). */
  bookLabel?: ReactNode;
  /**
   * The filled first action in place of the Book button, where the booking cannot take what the
   * band offers (the notary page's in-person appointments: docs/BOOKING.md#consultation-types).
   */
  primary?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="cta-heading"
      className={`bg-paper py-10 md:py-20 ${className}`}
      data-pagefind-ignore
      data-call-to-action
    >
      <div className="container-page">
        <div className="on-dark relative isolate overflow-hidden rounded-[1.5rem] bg-ink-900 px-6 py-8 text-ink-100 shadow-lift md:px-14 md:py-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_100%_0%,rgb(193_138_44/0.28),transparent_70%)]"
          />
          <h2 id="cta-heading" className="max-w-2xl text-2xl font-semibold text-white md:text-4xl">
            {heading}
          </h2>
          <div className="mt-3 max-w-2xl leading-relaxed md:mt-4 md:text-lg">
            {children ?? (
              <p>
                Your first {firm.consultation.minutes}-minute consultation is{" "}
                {firm.consultation.price}, by phone or video. {serviceTerms.consultationHours}.
              </p>
            )}
          </div>
          {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#contact-and-privacy). */}
          <div className="mt-6 flex flex-wrap gap-3 md:mt-8" data-actions>
            {primary ?? <BookButton onDark>{bookLabel}</BookButton>}
            {/* On a phone the number is read out but not shown, so Call and E-mail share a line. */}
            <ButtonLink to={telHref(firm.phone)} variant="onDarkOutline" icon="phone">
              Call<span className="max-sm:sr-only"> {firm.phone.display}</span>
            </ButtonLink>
            <ButtonLink
              to={mailtoHref(firm.email, emailSubject)}
              variant="onDarkOutline"
              icon="mail"
            >
              E-mail us
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
