import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TeamMemberCard } from "~/components/sections/team-member-card";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import {
  balancedGridClass,
  balancedItemClass,
  type GridColumns,
} from "~/components/ui/balanced-grid";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Portrait } from "~/components/ui/portrait";
import { firm, fullAddress, serviceTerms } from "~/content/firm";
import { vision } from "~/content/firm-story";
import { legalServiceJsonLd } from "~/content/people/structured-data";
import { serviceCards } from "~/content/services";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { readOnly } from "~/document/hydration";
import { pageMeta } from "~/lib/seo/seo";
import { pageByPath } from "~/site-map";

const PATH = "/";
const serviceColumns: GridColumns = { md: 2, lg: 3 };

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
        actions={
          <>
            {/* Booking is the first and filled action (docs/PRODUCT-RULES.md#ways-to-reach-the-firm). */}
            <BookButton onDark />
            <ButtonLink to="/services" variant="onDarkOutline" iconAfter="arrowRight">
              Learn About Our Services
            </ButtonLink>
          </>
        }
        aside={
          <div className="hidden rounded-[1.5rem] border border-white/15 bg-white/5 p-7 backdrop-blur lg:block">
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
              How it works
            </p>
            <ol className="mt-5 space-y-5">
              {[
                [
                  "Tell us what you need",
                  `Call, e-mail or send a message. ${serviceTerms.replyTimes}`,
                ],
                ["Free 15-minute consultation", "By phone or video, at a time that suits you."],
                [
                  "A clear quote",
                  "Our fees are published, and we confirm yours in writing before we start.",
                ],
                [
                  "We handle it, virtually",
                  "Review, sign and receive documents without travelling.",
                ],
              ].map(([title, text], i) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brass-400 text-sm font-bold text-ink-950">
                    {i + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{title}</span>
                    <span className="block text-sm text-ink-100">{text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        }
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
        <ul className={`${balancedGridClass(serviceColumns)} gap-4 md:gap-5`} data-balanced-grid>
          {serviceCards.map((s, i) => (
            <li
              key={s.id}
              className={`flex ${balancedItemClass(i, serviceCards.length, serviceColumns)}`}
            >
              {/* On a phone, Learn More sits on the title's line and the features follow; from
                  768 px the description joins them and Learn More closes the card. */}
              <article className="grid w-full grid-cols-[1fr_auto] items-center gap-x-2 rounded-card border border-line bg-white p-4 shadow-card md:flex md:flex-col md:items-stretch md:p-6">
                <h3 className="flex items-center gap-3 text-xl font-semibold md:order-1 md:text-2xl">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                    <Icon name={s.icon} className="size-5" />
                  </span>
                  {s.title}
                </h3>
                <Link
                  to={s.path}
                  prefetch="intent"
                  className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-ink-700 underline-offset-4 hover:underline md:order-4 md:mt-4 md:gap-1.5 md:text-base"
                >
                  Learn More<span className="sr-only"> about {s.title}</span>
                  <Icon name="arrowRight" className="size-4" />
                </Link>
                <p className="mt-3 hidden text-[0.95rem] text-muted md:order-2 md:block">
                  {s.description}
                </p>
                <CheckList
                  items={s.features}
                  className="col-span-2 mt-2 flex-1 space-y-1 text-sm leading-snug md:order-3 md:mt-3 md:space-y-1.5 md:text-[0.95rem] md:leading-normal"
                />
              </article>
            </li>
          ))}
        </ul>
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
