import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { linkProblem } from "~/components/booking/booking-problem";
import { bookingLinkClass } from "~/components/booking/booking-styles";
import { BookingQuestionnaireOfferPanel } from "~/components/intake/booking-questionnaire-offer";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button-link";
import { firm, telHref } from "~/content/firm";
import {
  type BookingQuestionnaireOffer,
  offerBookingQuestionnaire,
  questionnaireSentOnProof,
} from "~/intake/booking-questionnaire.server";
import type { Route } from "./+types/address-proof";

/**
 * The page behind the proof link e-mailed with every booking's confirmation
 * (docs/BOOKING.md#an-address-proves-itself): a button that confirms the e-mail address is the
 * visitor's. Opening the link changes nothing (mail scanners open links); pressing the button uses
 * it, once. The page says the same to everyone: nothing on it depends on what the firm holds about
 * the address or anyone else.
 */

export const meta = () => [
  { title: `Confirm your e-mail address | ${firm.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  // As on the booking's own page: the address holds the secret (app/routes/booking-manage.tsx).
  { name: "referrer", content: "strict-origin" },
];

type Answer =
  | { status: "confirmed"; questionnaire?: BookingQuestionnaireOffer | null }
  | { status: "expired" }
  | { status: "rate-limited" | "too-large" | "unavailable" };

export function loader({ params, context }: Route.LoaderArgs) {
  const service = context.booking?.service;
  if (!service) return data({ status: "unavailable" as const }, { status: 503 });
  const state = service.addressProofState(params.token);
  if (!state) return data({ status: "expired" as const }, { status: 404 });
  // Used: the page says so (the answer to the post that used it is rendered with this loader), and
  // names the questionnaire that post sent, if any.
  if (state === "usable") return { status: "open" as const };
  return {
    status: "used" as const,
    questionnaire: questionnaireSentOnProof(context, params.token),
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const booking = context.booking;
  if (!booking) return data<Answer>({ status: "unavailable" }, { status: 503 });
  const gate = await booking.admit();
  if (gate === "rate-limited") return data<Answer>({ status: "rate-limited" }, { status: 429 });
  if (gate === "too-large") return data<Answer>({ status: "too-large" }, { status: 413 });
  const bookingId = booking.service.confirmAddressOf(params.token);
  if (bookingId === undefined) {
    if (booking.service.addressProofState(params.token) !== "used")
      return data<Answer>({ status: "expired" }, { status: 404 });
    // A used link posted again (without JavaScript, a reload re-sends the post): the same thanks as
    // the link's own page, naming without a link the questionnaire the first press sent; nothing is
    // confirmed, offered or sent again (docs/BOOKING.md#an-address-proves-itself).
    return data<Answer>({
      status: "confirmed",
      questionnaire: questionnaireSentOnProof(context, params.token),
    });
  }
  // The address is proven now, so the practice area's questionnaire may go to it
  // (docs/INTAKE.md#from-a-booking).
  return data<Answer>({
    status: "confirmed",
    questionnaire: offerBookingQuestionnaire(context, bookingId),
  });
}

export default function AddressProof({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) resultRef.current?.focus();
  }, [answer]);
  const body = (() => {
    if (answer?.status === "confirmed" || (!answer && loaderData.status === "used")) {
      const questionnaire =
        answer?.status === "confirmed"
          ? answer.questionnaire
          : "questionnaire" in loaderData
            ? loaderData.questionnaire
            : null;
      return (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="rounded-card border border-success-700/30 bg-success-50 p-6 outline-none"
          data-address-proof="confirmed"
        >
          <h2 className="text-xl font-semibold">Thank you: your e-mail address is confirmed</h2>
          <p className="mt-2">
            {questionnaire
              ? "We will write to you at this address."
              : "There is nothing more to do. We will write to you at this address."}
          </p>
          {questionnaire ? <BookingQuestionnaireOfferPanel offer={questionnaire} /> : null}
        </div>
      );
    }
    const problem = linkProblem({
      answer: answer?.status,
      act: "confirm",
      loaded: loaderData.status,
      resultRef,
      expired: {
        marker: { "data-address-proof": "expired" },
        explanation: (
          <>
            It was already used, or it is more than a week old. There is nothing you need to do; if
            you have a question, call us at{" "}
            <a href={telHref(firm.phone)} className={bookingLinkClass}>
              {firm.phone.display}
            </a>{" "}
            or{" "}
            <Link to="/contact" className={bookingLinkClass}>
              write to us
            </Link>
            .
          </>
        ),
      },
    });
    if (problem) return problem;
    return (
      <Form
        method="post"
        className="rounded-card border border-line bg-white p-5 shadow-card md:p-8"
      >
        <h2 className="text-2xl font-semibold">Is this your e-mail address?</h2>
        <p className="mt-2">
          A consultation was booked with us with this address. If you booked it, press the button to
          confirm the address is yours; the link works once. If you did not, do not press it, and
          call us at{" "}
          <a href={telHref(firm.phone)} className={bookingLinkClass}>
            {firm.phone.display}
          </a>
          .
        </p>
        <button type="submit" className={buttonClass("primary", "mt-4")}>
          Confirm my e-mail address
        </button>
      </Form>
    );
  })();
  return (
    <>
      <PageHero eyebrow="Booking" heading="Confirm your e-mail address" compact>
        <p>One step, so that we know our messages reach you.</p>
      </PageHero>
      {/* A client's own page: no phone Book bar (app/app.css, `data-client-page`). */}
      <section
        data-client-page
        aria-label="Your e-mail address"
        className="bg-paper py-10 md:py-14"
      >
        <div className="container-page max-w-3xl space-y-8">{body}</div>
      </section>
    </>
  );
}
