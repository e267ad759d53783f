import { CallToAction } from "~/components/sections/call-to-action";
import { HowItWorksPanel } from "~/components/sections/how-it-works-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { TeamMemberCard } from "~/components/sections/team-member-card";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Portrait } from "~/components/ui/portrait";
import { firm, fullAddress, serviceTerms } from "~/content/firm";
import { vision } from "~/content/firm-story";
import { legalServiceJsonLd } from "~/content/people/structured-data";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { pageByPath } from "~/site-map";

const PATH = "/";

export const meta = () => pageMeta(PATH, [{ "script:ld+json": legalServiceJsonLd() }]);

/** Nothing on it needs React: its carousel is a behaviour (docs/PRODUCT-RULES.md#which-pages-hydrate). */
export const handle = readOnly;

export default function Home() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        eyebrow={
          <>
            Virtual law firm<span className="max-sm:hidden"> · Ontario and the Caribbean</span>
          </>
        }
        heading={page.heading}
        compact
        // Site search finds the home page by what its opening says (app/search/handle.ts); the
        // sections below summarise pages that are indexed themselves.
        indexed
        actions={
          <>
            {/* Booking is the first and filled action (docs/PRODUCT-RULES.md#ways-to-reach-the-firm). */}
            <BookButton onDark />
            <ButtonLink to="/services" variant="onDarkOutline" iconAfter="arrowRight">
              Learn About Our Services
            </ButtonLink>
          </>
        }
        aside={<HowItWorksPanel />}
      >
        <p>
          Real estate closings, immigration, wills and estates, family law and notary services from
          a virtual Ontario firm. Meet us by phone or video, sign most documents remotely, and know
          our fees before we begin.
        </p>
      </PageHero>

      <Section id="vision" eyebrow="What drives us" heading="Our vision and mission" tone="white">
        <div className="grid gap-4 md:grid-cols-2 md:gap-12">
          {[
            ["Our vision", vision.vision, "sparkle"],
            ["Our mission", vision.mission, "handshake"],
          ].map(([title, text, icon]) => (
            <article key={title} className="border-l-2 border-brass-400 pl-3 md:pl-5">
              <h3 className="flex items-center gap-2 text-lg font-semibold md:gap-2.5 md:text-2xl">
                <Icon
                  name={icon as "sparkle"}
                  className="size-5 shrink-0 text-brass-700 md:size-6"
                />
                {title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed md:mt-2 md:text-lg">{text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="services"
        eyebrow="Practice areas"
        heading="How we can help"
        intro={
          <span className="max-sm:hidden">
            Five practice areas, one careful team, most matters handled entirely online.
          </span>
        }
      >
        <ServiceCardGrid />
      </Section>

      <Section id="team" eyebrow="Our people" heading="Meet the team" tone="sand">
        {/* Who they are and where they may practise; each biography tells the rest. */}
        <ul className="grid gap-5 md:grid-cols-2">
          {team.map((m) => (
            <li key={m.path}>
              <TeamMemberCard
                member={m}
                compact
                className="h-full bg-white"
                media={
                  <Portrait
                    name={m.lawyer.name}
                    initials={m.initials}
                    photo={m.photo}
                    sizes="6rem"
                    className="w-16 sm:w-24"
                  />
                }
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="testimonials"
        eyebrow="Client experiences"
        heading="What our clients say"
        tone="paper"
      >
        <TestimonialCarousel items={testimonials} />
      </Section>

      {/* On a phone the booking bar is this call to action: the page ends with the clients' words. */}
      <CallToAction heading="Ready to talk about your matter?" className="max-md:hidden">
        <p>
          Book a complimentary {firm.consultation.minutes}-minute consultation. We meet by phone or
          video, or at our office at {fullAddress}. {serviceTerms.consultationHours}.
        </p>
      </CallToAction>
    </>
  );
}
