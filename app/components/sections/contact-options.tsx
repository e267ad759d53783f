import { bookingHref, firm, mailtoHref, serviceTerms, telHref } from "~/content/firm";
import { ButtonLink } from "../ui/button-link";
import { Icon, type IconName } from "../ui/icon";

/**
 * Call, e-mail or book: three cards whose buttons all act (no dead buttons:
 * docs/PRODUCT-RULES.md#content-and-compliance). The same band on many pages, so site search does
 * not index it: /contact answers a search for the phone, e-mail or booking.
 */
export function ContactOptions({
  id = "contact-options",
  heading,
  intro,
  emailSubject,
}: {
  id?: string;
  heading: string;
  intro: string;
  emailSubject: string;
}) {
  const options: { icon: IconName; title: string; text: string; href: string; action: string }[] = [
    {
      icon: "phone",
      title: "Call us",
      text: `Speak to us during office hours. Extension ${firm.principalExtension} reaches our principal lawyer directly.`,
      href: telHref(firm.phone),
      action: `Call ${firm.phone.display}`,
    },
    {
      icon: "mail",
      title: "Email us",
      text: `Send your agreement or questions to ${firm.email}. ${serviceTerms.replyTimes}`,
      href: mailtoHref(firm.email, emailSubject),
      action: "Email us",
    },
    {
      icon: "calendar",
      title: "Book a consultation",
      text: `A free ${firm.consultation.minutes}-minute call. ${serviceTerms.consultationHours}.`,
      href: bookingHref,
      action: "Book a consultation",
    },
  ];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="bg-paper py-16 md:py-20"
      data-pagefind-ignore
    >
      <div className="container-page">
        <div className="on-dark rounded-[1.5rem] bg-ink-900 px-6 py-10 text-ink-100 shadow-lift md:px-12 md:py-14">
          <h2
            id={`${id}-heading`}
            className="max-w-2xl text-3xl font-semibold text-white md:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg">{intro}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {options.map((o) => (
              <li
                key={o.title}
                className="flex flex-col rounded-card border border-white/15 bg-white/5 p-6"
              >
                <Icon name={o.icon} className="size-7 text-brass-300" />
                <h3 className="mt-3 text-xl font-semibold text-white">{o.title}</h3>
                <p className="mt-2 flex-1 text-[0.95rem]">{o.text}</p>
                <ButtonLink
                  to={o.href}
                  variant={o.href === bookingHref ? "onDark" : "onDarkOutline"}
                  className="mt-5 self-start"
                >
                  {o.action}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
