import type { MouseEvent } from "react";
import { Link } from "react-router";
import { bookingHref } from "~/content/firm";
import { buttonClass } from "../ui/button-link";

/**
 * The "Client Consultation Form" tab when the firm uses its own questionnaire
 * (docs/INTAKE.md#the-contact-page): how the questionnaire reaches a client, and how to ask for it.
 * Asking goes through the message form: the link is e-mailed to the address given, so only someone
 * who reads that mailbox can open it (an address typed into a form is not an identity:
 * docs/BOOKING.md#an-address-proves-itself).
 */
export function OwnQuestionnairePanel({
  onMessageForm,
}: {
  onMessageForm: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div className="max-w-3xl space-y-4 text-[1.05rem]" data-own-forms="questionnaire">
      <p>
        Our questionnaire is on our own website, one short section at a time: your answers are saved
        as you go (carry on later, on any device), kept encrypted, and read only by our team. No
        other company is involved.
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>After booking:</strong> when you book a consultation about immigration, a will and
          powers of attorney, or a home purchase, we offer the questionnaire as soon as you confirm
          your e-mail address with the link in your confirmation.
        </li>
        <li>
          <strong>On request:</strong> write to us with the message form, choose your practice area
          and ask for the questionnaire. We e-mail its private link to the address you give, so only
          someone who reads that mailbox can open it.
        </li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to="/contact#send-message" onClick={onMessageForm} className={buttonClass("primary")}>
          Ask for the questionnaire
        </Link>
        <a href={bookingHref} className={buttonClass("secondary")}>
          Book a consultation
        </a>
      </div>
    </div>
  );
}
