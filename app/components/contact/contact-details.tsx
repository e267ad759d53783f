import type { ReactNode } from "react";
import { firm, fullAddress, mailtoHref, principal, serviceTerms, telHref } from "~/content/firm";
import { Icon, type IconName } from "../ui/icon";

function Item({
  icon,
  heading,
  children,
}: {
  icon: IconName;
  heading: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-ink-950" data-pagefind-weight="7">
          {heading}
        </h3>
        <div className="mt-0.5 text-[0.95rem]">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-semibold text-ink-800 underline underline-offset-2 hover:text-ink-600";

/**
 * The Contact tab's ways to reach the firm: phone (extension 1000 for the principal), fax, e-mail,
 * office, hours. Booking is the first section of the page (routes/contact.tsx). Site search
 * indexes this card (not the form beside it), so a search for the phone number, e-mail, office or
 * hours leads here (app/search/handle.ts).
 */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="reach-us-heading"
        className="rounded-card border border-line bg-white p-6 shadow-card md:p-7"
        data-pagefind-body
        data-pagefind-weight="3"
      >
        <h2 id="reach-us-heading" className="text-2xl font-semibold">
          Reach us directly
        </h2>
        <ul className="mt-6 space-y-5">
          <Item icon="phone" heading="Phone number">
            <a href={telHref(firm.phone)} className={linkClass}>
              {firm.phone.display}
            </a>
            <p className="mt-1">
              Extension {firm.principalExtension} is the direct line to {principal.name}, our{" "}
              {principal.title.toLowerCase()}.
            </p>
            <a
              href={telHref(firm.phone, firm.principalExtension)}
              className={`${linkClass} mt-1 inline-flex min-h-6 items-center`}
            >
              Call ext. {firm.principalExtension} directly
            </a>
          </Item>
          <Item icon="document" heading="Fax number">
            <p>{firm.fax.display}. This line receives faxes only and cannot take calls.</p>
          </Item>
          <Item icon="mail" heading="E-mail address">
            <a
              href={mailtoHref(firm.email, "Website inquiry")}
              className={`${linkClass} break-all`}
            >
              {firm.email}
            </a>
            <p className="mt-1">{serviceTerms.replyTimes}</p>
          </Item>
          <Item icon="mapPin" heading={`Office in ${firm.address.locality}`}>
            <address className="not-italic">{fullAddress}</address>
            <p className="mt-1 text-muted">
              Most of our work is virtual; in-person meetings are by appointment.
            </p>
          </Item>
          <Item icon="clock" heading={`Office hours (${firm.timeZone.name})`}>
            <dl className="space-y-1">
              {firm.businessHours.map((h) => (
                <div key={h.days} className="flex flex-wrap gap-x-3">
                  <dt className="min-w-36 font-medium text-ink-950">{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-muted">{firm.sundayNote}</p>
          </Item>
        </ul>
      </section>
    </div>
  );
}
