import { BioAbout, BioHero, BioNextSteps } from "~/components/sections/bio-sections";
import { CredentialList } from "~/components/sections/credential-list";
import { ImageWithFallback } from "~/components/sections/image-with-fallback";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Marquee } from "~/components/ui/marquee";
import { Portrait } from "~/components/ui/portrait";
import { bookingHref, firm } from "~/content/firm";
import { type MembershipStatus, membershipStatusText } from "~/content/people/memberships";
import { principalBio } from "~/content/people/principal";
import { personJsonLd } from "~/content/people/structured-data";
import { team } from "~/content/team";
import { useToday } from "~/lib/hooks/use-today";
import { pageMeta } from "~/lib/seo/seo";
import { pageById } from "~/site-map";

const PATH = pageById("principal-bio").path;
const bio = principalBio;

export const meta = () => pageMeta(PATH, [{ "script:ld+json": personJsonLd(bio.lawyer) }]);

/**
 * A membership's status as of the visitor's date. Its own component, so that when the visitor's
 * date replaces the build date after hydration only these few words render again, not the page.
 */
function MembershipStatusText({ status }: { status: MembershipStatus }) {
  return <>{membershipStatusText(status, useToday())}</>;
}

export default function PrincipalBio() {
  const page = pageById("principal-bio");
  const member = team.find((m) => m.lawyer.key === "principal")!;
  return (
    <>
      <BioHero
        path={PATH}
        heading={page.heading}
        bio={bio}
        bookLabel={<>Book a consultation with {bio.lawyer.firstName}</>}
        extension={firm.principalExtension}
        emailSubject="Inquiry from your website"
        media={
          <Portrait
            name={bio.lawyer.name}
            initials={member.initials}
            photo={member.photo}
            sizes="(min-width: 768px) 18rem, 14rem"
            className="w-56 md:w-72"
            loading="eager"
          />
        }
      />

      <BioAbout bio={bio}>
        <CredentialList
          id="credentials"
          heading="Credentials"
          items={bio.credentials}
          icon="shield"
        />
      </BioAbout>

      <Section id="education" eyebrow="Education" heading="Education and training">
        <ul className="grid gap-5 md:grid-cols-3">
          {bio.education.map((e) => (
            <li key={e.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <Icon name="bookmark" className="size-7 text-brass-700" />
              <h3 className="mt-3 text-xl font-semibold">{e.title}</h3>
              <p className="mt-1 text-muted">{e.detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="philosophy" eyebrow="Philosophy" heading="How Danielle practises" tone="ink">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <figure className="rounded-card border border-white/15 bg-white/5 p-7">
            <Icon name="quote" className="size-9 text-brass-300" />
            <blockquote className="mt-4 font-serif text-2xl leading-snug text-white">
              {bio.philosophy.quote}
            </blockquote>
            <figcaption className="mt-4 text-brass-300">{bio.lawyer.name}</figcaption>
          </figure>
          <div className="space-y-4 text-lg leading-relaxed">
            {bio.philosophy.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="gallery" eyebrow="Gallery" heading="Practice in pictures" tone="white">
        <ul className="grid gap-5 md:grid-cols-3" data-gallery>
          {bio.gallery.map((img) => (
            <li key={img.src} className="flex">
              {/* Cards of one row share one height, however long the caption. */}
              <figure className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-paper shadow-card">
                <ImageWithFallback
                  image={img}
                  name={img.caption ?? bio.lawyer.name}
                  sizes="(min-width: 768px) 23rem, 100vw"
                  className="block aspect-[4/3] h-auto w-full object-cover"
                />
                <figcaption className="flex-1 p-4 text-[0.95rem]">{img.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">Images are illustrations.</p>
      </Section>

      <Section
        id="affiliations"
        eyebrow="Affiliations"
        heading="Professional organisations"
        intro={`${bio.lawyer.firstName} belongs to, or has applied to join, these ${bio.affiliations.length} organisations.`}
        tone="sand"
      >
        <Marquee
          label="Organisations"
          seconds={bio.marquee.seconds}
          secondsSmall={bio.marquee.secondsSmall}
          items={bio.affiliations.map((a) => (
            <div
              key={a.name}
              className="flex h-20 min-w-64 items-center gap-3 rounded-card border border-line bg-white px-4 shadow-card"
              data-bio-affiliation
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-[0.7rem] font-bold tracking-wide text-white">
                {a.short}
              </span>
              <span className="flex flex-col leading-tight">
                <span className="text-sm font-semibold text-ink-900">{a.name}</span>
                <span className="text-xs text-muted">{a.description}</span>
                <span className="mt-1 text-xs font-semibold text-brass-700">
                  <MembershipStatusText status={a.status} />
                </span>
              </span>
            </div>
          ))}
        />
      </Section>

      <BioNextSteps>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/team" variant="secondary">
            Meet the team
          </ButtonLink>
          <ButtonLink to={bookingHref} icon="calendar">
            Book a free consultation
          </ButtonLink>
        </div>
      </BioNextSteps>
    </>
  );
}
