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
import { ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Portrait } from "~/components/ui/portrait";
import { bookingHref, firm, fullAddress, serviceTerms } from "~/content/firm";
import { vision } from "~/content/firm-story";
import { legalServiceJsonLd } from "~/content/people/structured-data";
import { serviceCards } from "~/content/services";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { pageMeta } from "~/lib/seo/seo";
import { pageByPath } from "~/site-map";

const PATH = "/";
const serviceColumns: GridColumns = { md: 2, lg: 3 };

export const meta = () => pageMeta(PATH, [{ "script:ld+json": legalServiceJsonLd() }]);

export default function Home() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        eyebrow="Virtual law firm · Ontario and the Caribbean"
        heading={page.heading}
        actions={
          <>
            <ButtonLink to="/services" variant="onDark" iconAfter="arrowRight">
              Learn About Our Services
            </ButtonLink>
            <ButtonLink to={bookingHref} variant="onDarkOutline" icon="calendar">
              Book a free consultation
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
          {firm.shortName} is a virtual Ontario law firm for real estate closings, immigration,
          wills and estates, family law and notary services. Meet us by phone or video, sign most
          documents remotely, and know our fees before we begin.
        </p>
      </PageHero>

      <Section id="vision" eyebrow="What drives us" heading="Our vision and mission" tone="white">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            ["Our vision", vision.vision, "sparkle"],
            ["Our mission", vision.mission, "handshake"],
          ].map(([title, text, icon]) => (
            <article key={title} className="rounded-card border border-line bg-paper p-7">
              <Icon name={icon as "sparkle"} className="size-8 text-brass-700" />
              <h3 className="mt-4 text-2xl font-semibold">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed">{text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="services"
        eyebrow="Practice areas"
        heading="How we can help"
        intro="Five practice areas, one careful team. Most matters can be handled entirely online."
      >
        <ul className={`${balancedGridClass(serviceColumns)} gap-5`} data-balanced-grid>
          {serviceCards.map((s, i) => (
            <li
              key={s.id}
              className={`flex ${balancedItemClass(i, serviceCards.length, serviceColumns)}`}
            >
              <article className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                  <Icon name={s.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-2xl font-semibold">{s.title}</h3>
                <p className="mt-2 text-[0.95rem] text-muted">{s.description}</p>
                <CheckList items={s.features} className="mt-4 flex-1 space-y-2 text-[0.95rem]" />
                <Link
                  to={s.path}
                  prefetch="intent"
                  className="mt-6 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-ink-700 underline-offset-4 hover:underline"
                >
                  Learn More<span className="sr-only"> about {s.title}</span>
                  <Icon name="arrowRight" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" eyebrow="Our people" heading="Meet the team" tone="sand">
        <ul className="grid gap-6 md:grid-cols-2">
          {team.map((m) => (
            <li key={m.path}>
              <TeamMemberCard
                member={m}
                className="h-full bg-white"
                media={
                  <Portrait
                    name={m.lawyer.name}
                    initials={m.initials}
                    photo={m.photo}
                    sizes="8rem"
                    className="w-32"
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

      <CallToAction heading="Ready to talk about your matter?">
        <p>
          Book a complimentary {firm.consultation.minutes}-minute consultation. We meet by phone or
          video, or at our office at {fullAddress}. {serviceTerms.consultationHours}.
        </p>
      </CallToAction>
    </>
  );
}
