import { ownStrip } from "~/components/layout/affiliations-strip";
import { BioAffiliations } from "~/components/sections/bio-affiliations";
import { BioGallery } from "~/components/sections/bio-gallery";
import { BioAbout, BioHero, BioNextSteps } from "~/components/sections/bio-sections";
import { CredentialList } from "~/components/sections/credential-list";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Portrait } from "~/components/ui/portrait";
import { firm } from "~/content/firm";
import { principalBio } from "~/content/people/principal";
import { personJsonLd } from "~/content/people/structured-data";
import { team } from "~/content/team";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageById } from "~/site-map";

const PATH = pageById("principal-bio").path;
const bio = principalBio;

export const meta = () => pageMeta(PATH, [{ "script:ld+json": personJsonLd(bio.lawyer) }]);

/**
 * Its organisations scroll; the site's strip above the footer is left out here. Nothing on it
 * needs React (docs/PRODUCT-RULES.md#which-pages-hydrate): its dated statements and the gallery's
 * fallback are behaviours.
 */
export const handle = { ...ownStrip, ...searchable, ...readOnly };

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

      <BioGallery images={bio.gallery} name={bio.lawyer.name} />

      <BioAffiliations
        firstName={bio.lawyer.firstName}
        affiliations={bio.affiliations}
        marquee={bio.marquee}
      />

      <BioNextSteps>
        <ButtonLink to="/team" variant="secondary">
          Meet the team
        </ButtonLink>
      </BioNextSteps>
    </>
  );
}
