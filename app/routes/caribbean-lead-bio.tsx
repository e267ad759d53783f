import { Link } from "react-router";
import { BioAreasOfPractice } from "~/components/sections/bio-areas-of-practice";
import { BioLookingAhead } from "~/components/sections/bio-looking-ahead";
import { BioAbout, BioHero, BioNextSteps } from "~/components/sections/bio-sections";
import { CredentialList } from "~/components/sections/credential-list";
import { ProfileCarousel } from "~/components/sections/profile-carousel";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Portrait } from "~/components/ui/portrait";
import { bioPath, principal } from "~/content/firm";
import { caribbeanLeadBio } from "~/content/people/caribbean-lead";
import { personJsonLd } from "~/content/people/structured-data";
import { team } from "~/content/team";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageById } from "~/site-map";

const PATH = pageById("caribbean-lead-bio").path;
const bio = caribbeanLeadBio;

export const meta = () => pageMeta(PATH, [{ "script:ld+json": personJsonLd(bio.lawyer) }]);

/** Nothing on it needs React: its carousel and its images' fallbacks are behaviours (docs/PRODUCT-RULES.md#which-pages-hydrate). */
export const handle = { ...searchable, ...readOnly };

export default function CaribbeanLeadBio() {
  const page = pageById("caribbean-lead-bio");
  const member = team.find((m) => m.lawyer.key === "caribbean")!;
  return (
    <>
      <BioHero
        path={PATH}
        heading={page.heading}
        bio={bio}
        bookLabel="Book a free consultation"
        emailSubject="Caribbean legal matter"
        media={
          <ProfileCarousel
            name={bio.lawyer.name}
            className="w-44 md:w-72"
            photos={bio.photos}
            portrait={
              <Portrait
                name={bio.lawyer.name}
                initials={member.initials}
                photo={member.photo}
                sizes="(min-width: 768px) 18rem, 14rem"
                className="w-full"
                loading="eager"
              />
            }
          />
        }
      />

      <BioAbout bio={bio}>
        <aside
          className="flex gap-3 self-start rounded-card border border-brass-500/40 bg-brass-100 p-6 text-ink-900"
          aria-labelledby="foreign-lawyer-heading"
          data-foreign-lawyer-note
        >
          <Icon name="info" className="mt-1 size-5 shrink-0 text-brass-700" />
          <div>
            <h3 id="foreign-lawyer-heading" className="text-lg font-semibold">
              A foreign lawyer, not licensed in Ontario
            </h3>
            <p className="mt-2 text-[0.95rem]">{bio.foreignLawyerNote}</p>
            <Link
              to={bioPath(principal)}
              className="mt-3 inline-block font-semibold text-ink-700 underline underline-offset-4"
            >
              About {principal.name}
            </Link>
          </div>
        </aside>
      </BioAbout>

      <Section id="credentials" eyebrow="Credentials" heading="Education and bar admissions">
        <div className="grid gap-6 lg:grid-cols-2">
          <CredentialList
            id="degrees"
            heading={`Degrees (${bio.degrees.length})`}
            items={bio.degrees}
          />
          <div className="space-y-6">
            <CredentialList
              id="bar-admissions"
              heading="Bar admissions"
              items={bio.barAdmissions}
              icon="scale"
            />
            <CredentialList
              id="qualification"
              heading="Professional qualification"
              items={[bio.legalEducationCertificate]}
              icon="document"
            />
          </div>
        </div>
      </Section>

      <BioAreasOfPractice
        heading="Where Marcus practises"
        intro="Under the law of Trinidad and Tobago, the British Virgin Islands and Grenada."
        areas={bio.areasOfPractice}
      />

      <Section id="career" eyebrow="Career" heading={bio.judicialAcademic.heading}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed">
            {bio.judicialAcademic.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-xl font-semibold">{bio.mentoring.heading}</h3>
            {bio.mentoring.paragraphs.map((p) => (
              <p key={p} className="mt-3">
                {p}
              </p>
            ))}
          </div>
        </div>
      </Section>

      <BioLookingAhead
        id="caribbean-expansion"
        heading={bio.expansion.heading}
        paragraphs={bio.expansion.paragraphs}
        art={bio.background}
      />

      <BioNextSteps>
        <ButtonLink to="/contact" variant="secondary" iconAfter="arrowRight">
          Send us a message
        </ButtonLink>
      </BioNextSteps>
    </>
  );
}
