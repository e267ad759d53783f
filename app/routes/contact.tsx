import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { bookingPagePath } from "~/booking/booking-page";
import { ConsultationBookingDialog } from "~/components/contact/consultation-booking-dialog";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactTabs } from "~/components/contact/contact-tabs";
import { messageSectionId } from "~/components/contact/focus-message-form";
import { readFormData } from "~/components/forms/read-form-data";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { NoScript } from "~/components/ui/no-script";
import { botSignal, parseContactForm } from "~/contact/contact-schema";
import type { ContactActionData } from "~/contact/contact-services";
import { bookingSectionId, firm, mailtoHref, serviceTerms, telHref } from "~/content/firm";
import { contactPrefillFromRequest } from "~/lib/domain/contact-prefill.server";
import { pageMeta } from "~/lib/seo/seo";
import { Piece } from "~/page/piece";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/contact";

const PATH = "/contact";

export const meta = () => pageMeta(PATH);

const answer = (body: ContactActionData, status: number) => data(body, { status });

/**
 * "Send me this estimate" (the closing-cost estimator on /fees/real-estate) and Get Started (the
 * estate planning quote and its package cards on /fees/estate-planning) link here with the tool's
 * inputs. Such a GET is rendered on request (site-map `rendersQuery`), and this works the figures
 * out again on the server and puts them in the message, with the service chosen, so the firm
 * starts from the client's numbers; nothing the visitor typed is copied into the page as text. The
 * prerendered page (no query) gets null.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { prefill: contactPrefillFromRequest(request) };
}

/**
 * Send us a Message (docs/PRODUCT-RULES.md#contact-and-privacy): the same schema as the browser; the
 * message is committed to the inbox before the visitor is told it was received.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const contact = context.contact;
  // The size first, before the body is read (docs/OPERATIONS.md#contact-form-limits).
  const size = contact ? await contact.admit({ counted: false }) : "open";
  if (size === "too-large") return answer({ status: "too-large" }, 413);

  // A post without the form's body is answered like an empty form: 400, a message per field.
  const form = (await readFormData(request)) ?? new FormData();
  const submission = parseContactForm(form);
  // The same message sent again (a reload of the confirmation, Back and Forward, a double click, a
  // retry) gets the same confirmation: nothing stored or e-mailed twice, and not counted against
  // the visitor's posts (docs/CONTACT-INBOX.md#the-same-message-sent-twice).
  if (submission.status === "success" && contact?.sentAlready(submission.value))
    return answer({ status: "sent" }, 200);
  // Every other post is counted, whatever its method or path spelling.
  const gate = contact ? await contact.admit() : "open";
  if (gate === "rate-limited") return answer({ status: "rate-limited" }, 429);
  if (gate === "too-large") return answer({ status: "too-large" }, 413);
  if (submission.status !== "success")
    return answer({ status: "invalid", result: submission.reply() }, 400);

  // A bot signal only classifies: the message is stored marked as suspected spam (not e-mailed) and
  // the sender gets exactly the answer a person gets, so nothing a person wrote is lost and a bot
  // learns nothing.
  const suspectedSpam = botSignal(form) ?? undefined;
  if (!contact) return answer({ status: "unavailable", result: submission.reply() }, 503);
  try {
    contact.save(submission.value, { suspectedSpam });
  } catch {
    return answer({ status: "unavailable", result: submission.reply() }, 503);
  }
  return answer({ status: "sent" }, 200);
}

/** After a message is sent there is nothing new for the loader to say. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/**
 * The booking section, first on the page: every booking link on the site points here
 * (`bookingHref`). With JavaScript its button opens the booking dialog (and arriving by such a link
 * opens it at once), which shows the booking the server offers; without, the fragment scrolls here
 * and the button is the plain booking page, /book, which the server answers with the firm's own
 * booking or sends on to the scheduling page (docs/BOOKING.md#the-external-scheduler).
 */
function BookingSection() {
  return (
    <div id={bookingSectionId} className="w-full scroll-mt-24">
      {/* Search indexes the sentence below, not the button's label. */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3" data-pagefind-ignore>
        <ConsultationBookingDialog variant="onDark" />
        {/* The dialog's trigger gives way without scripting (app.css). */}
        <NoScript>
          <ButtonLink to={bookingPagePath} variant="onDark" icon="calendar">
            Book Consultation
          </ButtonLink>
        </NoScript>
      </div>
      <p className="mt-3 max-w-2xl text-[0.95rem] text-ink-100">
        Your first consultation is {firm.consultation.minutes} minutes and {firm.consultation.price}
        , by phone or video. {serviceTerms.consultationHours}.
      </p>
    </div>
  );
}

/**
 * Phone first: on a 390 x 844 screen the Book button and the first field of the message form are
 * both in the first view (docs/PRODUCT-RULES.md#contact-and-privacy); the ways to reach us follow.
 * From 1024 px the details sit beside the form.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        heading={page.heading}
        compact
        // Site search indexes the opening with the booking section (what a consultation is and its
        // hours) and the ways to reach us, not the form (app/search/handle.ts).
        indexed="with-actions"
        actions={<BookingSection />}
      >
        <p data-pagefind-weight="8">Book a free consultation or send us a message.</p>
      </PageHero>
      <section aria-label="Contact options" className="render-near bg-paper pb-12 pt-6 md:py-16">
        <div className="container-page">
          <ContactTabs
            contactPanel={
              // The form first, on the left from 1024 px: what is read first is what the keyboard
              // reaches first (WCAG 1.3.2, 2.4.3).
              <div className="grid gap-8 lg:grid-cols-[1.25fr_1fr] lg:items-start">
                <section
                  id={messageSectionId}
                  aria-labelledby="message-heading"
                  className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card md:p-8"
                >
                  <h2 id="message-heading" className="mb-4 text-2xl font-semibold md:mb-0">
                    Send us a Message
                  </h2>
                  {/* On phones the form starts at once, so it begins in the first screen. */}
                  <p className="mb-6 mt-2 hidden text-muted md:block">
                    A few lines is enough. We read every message.
                  </p>
                  {/* Each its own piece of hydration (docs/decisions/016-hydration-in-pieces.md). */}
                  <Piece>
                    <ContactForm prefill={loaderData?.prefill ?? undefined} />
                  </Piece>
                </section>
                <Piece>
                  <ContactDetails />
                </Piece>
              </div>
            }
          />
        </div>
      </section>
    </>
  );
}

/**
 * If sending fails in a way the action could not answer (the connection dropped, the server
 * restarted), the visitor still learns how to reach us instead of seeing a generic error.
 */
export function ErrorBoundary() {
  const page = pageByPath(PATH)!;
  return (
    <PageHero
      eyebrow="Contact"
      heading={page.heading}
      actions={
        <>
          <ButtonLink to={telHref(firm.phone)} variant="onDark" icon="phone">
            Call {firm.phone.display}
          </ButtonLink>
          <ButtonLink
            to={mailtoHref(firm.email, "Website inquiry")}
            variant="onDarkOutline"
            icon="mail"
          >
            E-mail {firm.email}
          </ButtonLink>
        </>
      }
    >
      <p role="alert">
        Something went wrong and we cannot confirm that your message was sent. Please call or e-mail
        us instead. {serviceTerms.replyTimes}
      </p>
    </PageHero>
  );
}
