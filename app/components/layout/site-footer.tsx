import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerYear } from "~/behaviours/footer-year";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { firm, fullAddress, mailtoHref, telHref } from "~/content/firm";
import { statements } from "~/content/statements";
import { footerLinks, primaryNav } from "~/site-map";
import { EmailAddress } from "../ui/email-address";
import { Icon } from "../ui/icon";
import { FirmLogo } from "./firm-logo";

const buildYear = __BUILD_DATE__.slice(0, 4);

const linkClass = "footer-link";

/** The firm's name, tagline and how to reach it: phone, fax, e-mail and the office. */
function FooterContact() {
  return (
    <div className="col-span-2 lg:col-span-1 lg:row-span-2">
      <FirmLogo />
      {/* The tagline is the home page's heading: on a phone the footer gets to the point. */}
      <p className="mt-3 hidden max-w-sm text-sm leading-relaxed sm:block">{firm.tagline}.</p>
      <address className="mt-3 space-y-1.5 text-sm not-italic md:mt-4 md:space-y-2">
        <p className="flex gap-2">
          <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-brass-400" />
          <span>
            <a className={linkClass} href={telHref(firm.phone)}>
              {firm.phone.display}
            </a>{" "}
            (ext. {firm.principalExtension} for {firm.lawyers[0].name})
          </span>
        </p>
        <p className="flex gap-2">
          <Icon name="document" className="mt-0.5 size-4 shrink-0 text-brass-400" />
          <span>Fax {firm.fax.display} (fax only, no calls)</span>
        </p>
        <p className="flex gap-2">
          <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brass-400" />
          <a className={linkClass} href={mailtoHref(firm.email)}>
            <EmailAddress address={firm.email} />
          </a>
        </p>
        <p className="flex gap-2">
          <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-brass-400" />
          <span>{fullAddress}</span>
        </p>
      </address>
    </div>
  );
}

/** One of the footer's lists of the site's own pages, under its heading. */
function FooterLinks({
  label,
  heading,
  links,
  className,
}: {
  label: string;
  heading: string;
  links: readonly { name: string; path: string }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className={linkClass}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The office hours on the firm's clock, one row a day range. */
function FooterHours() {
  return (
    <div className="col-span-2 lg:col-span-1 lg:col-start-4 lg:row-span-2 lg:row-start-1">
      <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">
        Office hours <span className="normal-case">({firm.timeZone.name})</span>
      </h2>
      <dl className="mt-3 space-y-1 text-sm md:space-y-2">
        {firm.businessHours.map((h) => (
          <div
            key={h.days}
            className="flex flex-wrap justify-between gap-x-4 border-b border-white/10 pb-1 md:pb-2"
            data-hours-row
          >
            {/* Each part stays whole: if both do not fit, the hours move under the days
                instead of breaking a time in two. */}
            <dt className="whitespace-nowrap">{h.days}</dt>
            <dd className="ml-auto whitespace-nowrap text-right text-white">{h.hours}</dd>
          </div>
        ))}
      </dl>
      {/* The contact page says it too; on a phone the footer keeps to the hours. */}
      <p className="mt-3 text-xs leading-relaxed max-sm:hidden">{firm.sundayNote}</p>
    </div>
  );
}

/** One of the firm's standing statements, under its heading. */
function FooterStatement({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-bold uppercase tracking-wider text-white">{heading}</h2>
      <p className="mt-1.5">{children}</p>
    </div>
  );
}

/** The statements every page carries (docs/PRODUCT-RULES.md#disclaimers-and-statements). */
function FooterStatements() {
  return (
    <div className="border-t border-white/10">
      <div className="container-page grid gap-4 py-7 text-xs leading-relaxed md:grid-cols-2 md:gap-6 md:py-10">
        <FooterStatement heading="Land acknowledgement">
          {statements.landAcknowledgement}
        </FooterStatement>
        <FooterStatement heading="Disclaimer">{statements.disclaimer}</FooterStatement>
        <FooterStatement heading="Your privacy">
          {statements.privacy}{" "}
          <Link to="/privacy" className="text-white underline underline-offset-4">
            Read our privacy policy
          </Link>
          .
        </FooterStatement>
        <FooterStatement heading="Inclusivity">{statements.inclusivity}</FooterStatement>
      </div>
    </div>
  );
}

export function SiteFooter() {
  // The copyright year is the visitor's current year, not the year the page was built
  // (docs/PRODUCT-RULES.md#disclaimers-and-statements): the build's year in the page, then the
  // visitor's (app/behaviours/footer-year.ts).
  const ref = useBehaviour(footerYear);
  return (
    <footer ref={ref} className="render-near on-dark bg-ink-950 text-ink-100" id="site-footer">
      {/* Two columns even on a phone, where the two link lists sit side by side. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-9 py-10 md:py-14 lg:grid-cols-[1.3fr_0.9fr_1fr_1.35fr] lg:gap-10">
        <FooterContact />
        <FooterLinks
          label="Footer: site sections"
          heading="Explore"
          links={primaryNav}
          className="lg:row-span-2"
        />
        <FooterLinks label="Footer: firm and legal" heading="The firm" links={footerLinks} />
        {/* Full width on a phone, so neither list of links runs longer than the other. */}
        <div className="col-span-2 lg:col-span-1 lg:col-start-3 lg:row-start-2 lg:-mt-2">
          <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">
            Follow us
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
            <li>
              <a
                className={linkClass}
                href={firm.links.googleBusiness}
                target="_blank"
                rel="noopener noreferrer"
              >
                Google Business<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            {firm.links.social.map((s) => (
              <li key={s.name}>
                <a className={linkClass} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterHours />
      </div>
      <FooterStatements />
      {/* Below 640 px the page ends with room for the booking bar, so it covers nothing
          (app/components/layout/phone-booking-bar.tsx). */}
      <div className="border-t border-white/10 max-sm:pb-[calc(4rem+env(safe-area-inset-bottom))]">
        <p className="container-page py-4 text-xs md:py-6" data-copyright>
          © <span data-year>{buildYear}</span> {firm.name}. All rights reserved.{" "}
          {firm.lawyers[0].name} is licensed to practise law in Ontario by the Law Society of
          Ontario.
        </p>
      </div>
    </footer>
  );
}
