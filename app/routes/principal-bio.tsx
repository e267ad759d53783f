import { affiliationsBeyond, ownStrip } from "~/components/layout/affiliations-strip";
import { BioAbout, BioHero, BioNextSteps } from "~/components/sections/bio-sections";
import { CredentialList } from "~/components/sections/credential-list";
import { ImageWithFallback } from "~/components/sections/image-with-fallback";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { DatedText } from "~/components/ui/dated-text";
import { Icon } from "~/components/ui/icon";
import { Marquee } from "~/components/ui/marquee";
import { Portrait } from "~/components/ui/portrait";
import { firm } from "~/content/firm";
import {
  type MembershipStatus,
  membershipStatusText,
  membershipSummary,
} from "~/content/people/memberships";
import { principalBio } from "~/content/people/principal";
import { personJsonLd } from "~/content/people/structured-data";
import { photoNamed } from "~/content/photos";
import { team } from "~/content/team";
import { readOnly } from "~/document/hydration";
import { pageMeta } from "~/lib/seo/seo";
import { pageById } from "~/site-map";

const PATH = pageById("principal-bio").path;
const bio = principalBio;
const firmAffiliations = affiliationsBeyond(bio.affiliations);

export const meta = () => pageMeta(PATH, [{ "script:ld+json": personJsonLd(bio.lawyer) }]);

/**
 * Its organisations scroll; the site's strip above the footer is left out here. Nothing on it
 * needs React (docs/PRODUCT-RULES.md#which-pages-hydrate): its dated statements and the gallery's
 * fallback are behaviours.
 */
export const handle = { ...ownStrip, ...readOnly };

/** The days a membership's wording changes on: the days "Joining …" becomes "Member since …". */
const changeDays = (statuses: readonly MembershipStatus[]) =>
  statuses.flatMap((s) => (s.kind === "joining" ? [s.from] : []));

/** A membership's status as of the visitor's date. */
function MembershipStatusText({ status }: { status: MembershipStatus }) {
  return (
    <DatedText
      wording={(day) => membershipStatusText(status, day)}
      changes={changeDays([status])}
    />
  );
}

/** The organisations in one plain sentence, as of the visitor's date (memberships.ts). */
function MembershipSummary() {
  return (
    <DatedText
      wording={(day) => membershipSummary(bio.lawyer.firstName, bio.affiliations, day)}
      changes={changeDays(bio.affiliations.map((a) => a.status))}
    />
  );
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
            sizes="(min-width: 768px) 18rem, 10rem"
            className="w-40 md:w-72"
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
        {/* One large picture, its words over its foot, and two beside it, each beside its words
            (on a phone, all three so). */}
        <ul className="grid gap-4 md:grid-cols-3 md:grid-rows-2" data-gallery>
          {bio.gallery.map((img, i) => {
            const illustration = !(img.photo && photoNamed(img.photo));
            return (
              <li key={img.src} className={i === 0 ? "md:col-span-2 md:row-span-2" : ""}>
                <figure
                  className={`relative grid h-full grid-cols-[8rem_1fr] overflow-hidden rounded-card bg-ink-900 shadow-card ${i === 0 ? "md:block" : "md:grid-cols-[10rem_1fr]"}`}
                >
                  <ImageWithFallback
                    image={img}
                    name={img.caption ?? bio.lawyer.name}
                    sizes={
                      i === 0 ? "(min-width: 768px) 46rem, 8rem" : "(min-width: 768px) 23rem, 8rem"
                    }
                    className={`block h-full w-full object-cover ${i === 0 ? "md:aspect-[4/3]" : ""}`}
                  />
                  <figcaption
                    className={`on-dark flex flex-col justify-center p-4 text-ink-100 ${i === 0 ? "md:absolute md:inset-x-0 md:bottom-0 md:bg-linear-to-t md:from-ink-950 md:via-ink-950/85 md:to-transparent md:p-6 md:pt-16" : "md:p-5"}`}
                  >
                    {illustration ? (
                      <span className="text-xs font-semibold uppercase tracking-[0.14em] text-brass-300">
                        Illustration
                      </span>
                    ) : null}
                    <span
                      className={`block font-serif font-semibold text-white ${i === 0 ? "text-xl md:text-2xl" : "text-lg"}`}
                    >
                      {img.title}
                    </span>
                    <span className="mt-0.5 block text-sm">{img.caption}</span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="affiliations"
        eyebrow="Affiliations"
        heading="Professional organisations"
        intro={<MembershipSummary />}
        tone="sand"
      >
        <Marquee
          label="Organisations"
          seconds={bio.marquee.seconds}
          secondsSmall={bio.marquee.secondsSmall}
          items={bio.affiliations.map((a) => (
            <div
              key={a.name}
              className="flex min-h-20 w-max max-w-[20rem] items-center gap-3 rounded-card border border-line bg-white px-4 py-2 shadow-card"
              data-bio-affiliation
            >
              {/* The badge grows with its letters, so "ORELA" never clips. */}
              <span className="flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg bg-ink-900 px-1.5 text-[0.7rem] font-bold tracking-wide text-white">
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
        {/* The site's strip is left out of this page (one strip per page), so the firm's
            affiliations her list does not name are named here, once
            (docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide). */}
        {firmAffiliations.length ? (
          <div className="mt-6" data-firm-affiliations>
            <h3 className="text-base font-semibold">Also across the firm</h3>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem]">
              {firmAffiliations.map((a) => (
                <li key={a.short}>
                  <span className="font-semibold text-ink-900">{a.name}</span> ({a.short}):{" "}
                  {a.description}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      <BioNextSteps>
        <ButtonLink to="/team" variant="secondary">
          Meet the team
        </ButtonLink>
      </BioNextSteps>
    </>
  );
}
