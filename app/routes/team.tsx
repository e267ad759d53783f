import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TeamMemberCard } from "~/components/sections/team-member-card";
import { Portrait } from "~/components/ui/portrait";
import { personJsonLd } from "~/content/people/structured-data";
import { whoHandlesWhat } from "~/content/people/team-roles";
import { team } from "~/content/team";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/team";

export const meta = () =>
  pageMeta(
    PATH,
    team.map((m) => ({ "script:ld+json": personJsonLd(m.lawyer) })),
  );

/** Portraits, roles and links: nothing here needs React (docs/PRODUCT-RULES.md#which-pages-hydrate). */
export const handle = { ...searchable, ...readOnly };

export default function Team() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero path={PATH} eyebrow="Our people" heading={page.heading}>
        <p>
          Two lawyers, one virtual practice: an Ontario principal lawyer for real estate, wills,
          immigration, family law and notary work, and a Caribbean legal services lead for matters
          in Trinidad and Tobago and the wider region.
        </p>
      </PageHero>

      <Section
        id="members"
        eyebrow="Meet the team"
        heading="The people who handle your matter"
        tone="white"
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {team.map((m) => (
            <li key={m.path} className="flex">
              <TeamMemberCard
                member={m}
                className="bg-paper md:p-8"
                media={
                  <Portrait
                    name={m.lawyer.name}
                    initials={m.initials}
                    photo={m.photo}
                    sizes="10rem"
                    className="w-40"
                  />
                }
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="who-handles-what"
        eyebrow="Working together"
        heading="Who handles your matter"
        intro="Each lawyer advises only on the law of the places where they are licensed or admitted, and we tell you at the start who is responsible for your file."
      >
        <FeatureGrid items={whoHandlesWhat} />
      </Section>

      <CallToAction heading="Talk to our team" emailSubject="Inquiry from the team page" />
    </>
  );
}
