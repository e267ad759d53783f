import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button-link";
import type { BookingQuestionnaireOffer } from "~/intake/booking-questionnaire.server";

/**
 * After a booking's address is confirmed, the practice area's questionnaire
 * (docs/INTAKE.md#from-a-booking): a link to start it now, and the e-mail with the same link.
 */
export function BookingQuestionnaireOfferPanel({ offer }: { offer: BookingQuestionnaireOffer }) {
  return (
    <div className="mt-4 border-t border-success-700/30 pt-4" data-booking-questionnaire>
      <h3 className="text-lg font-semibold">{`Before we meet: ${offer.title}`}</h3>
      {offer.href ? (
        <>
          <p className="mt-1">
            A few questions about your matter help us make the most of the consultation. Your
            answers are saved after each section, so you can stop and carry on later; we have also
            e-mailed you the link.
          </p>
          <Link
            to={offer.href}
            reloadDocument
            rel="noreferrer"
            className={buttonClass("primary", "mt-3")}
          >
            Start the questionnaire
          </Link>
        </>
      ) : (
        <p className="mt-1">
          We have already sent you this questionnaire: please use the link in our e-mail about it.
        </p>
      )}
    </div>
  );
}
