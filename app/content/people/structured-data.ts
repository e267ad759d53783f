import type { LegalService, Person, WithContext } from "schema-dts";
import { dayAt } from "~/lib/domain/dates";
import { absoluteUrl } from "~/lib/seo/seo";
import { bioPath, firm, type Lawyer, principalPracticeAreas } from "../firm";
import { serviceCards } from "../services";
import { caribbeanLeadBio } from "./caribbean-lead";
import { isMemberOn } from "./memberships";
import { principalBio } from "./principal";
import type { Credential } from "./types";

function alumniOf(credentials: readonly Credential[]) {
  const schools = [...new Set(credentials.flatMap((c) => (c.institution ? [c.institution] : [])))];
  return schools.map((name) => ({ "@type": "CollegeOrUniversity", name }) as const);
}

const firmId = `${absoluteUrl("/")}#firm`;

/** Schema.org Person for a lawyer of the firm (bio pages and /team). */
export function personJsonLd(lawyer: Lawyer) {
  const base = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${absoluteUrl(bioPath(lawyer))}#person`,
    name: lawyer.name,
    jobTitle: lawyer.title,
    email: lawyer.email,
    url: absoluteUrl(bioPath(lawyer)),
    sameAs: [lawyer.linkedIn],
    worksFor: { "@type": "LegalService", "@id": firmId, name: firm.name },
  } satisfies WithContext<Person>;
  if (lawyer.key === "principal") {
    return {
      ...base,
      telephone: `${firm.phone.e164};ext=${firm.principalExtension}`,
      knowsAbout: [...principalPracticeAreas],
      alumniOf: alumniOf(principalBio.education),
      memberOf: principalBio.affiliations
        // As of the build, like the rest of the prerendered page (app/components/ui/dated-text.tsx).
        .filter((a) => isMemberOn(a.status, dayAt(__BUILD_DATE__)))
        .map((a) => ({ "@type": "Organization", name: a.name })),
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        recognizedBy: { "@type": "Organization", name: "Law Society of Ontario" },
      },
    } satisfies WithContext<Person>;
  }
  return {
    ...base,
    alumniOf: alumniOf(caribbeanLeadBio.degrees),
    knowsAbout: caribbeanLeadBio.areasOfPractice.map((a) => a.title),
    hasCredential: caribbeanLeadBio.barAdmissions.map((b) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "bar admission",
      name: `${b.detail}, ${b.title}`,
    })),
  } satisfies WithContext<Person>;
}

/** Schema.org LegalService for the firm, its hours, profiles and services (home, /services). */
export function legalServiceJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": firmId,
    name: firm.name,
    url: absoluteUrl("/"),
    email: firm.email,
    telephone: firm.phone.e164,
    faxNumber: firm.fax.e164,
    image: absoluteUrl("/social-card.png"),
    priceRange: "$$",
    openingHoursSpecification: firm.businessHours.flatMap((h) =>
      h.opens && h.closes
        ? [
            {
              "@type": "OpeningHoursSpecification" as const,
              dayOfWeek: h.dayCodes,
              opens: h.opens,
              closes: h.closes,
            },
          ]
        : [],
    ),
    sameAs: [firm.links.googleBusiness, ...firm.links.social.map((s) => s.href)],
    address: {
      "@type": "PostalAddress",
      streetAddress: firm.address.street,
      addressLocality: firm.address.locality,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    areaServed: ["Ontario", "Caribbean"],
    employee: firm.lawyers.map((l) => ({
      "@type": "Person",
      "@id": `${absoluteUrl(bioPath(l))}#person`,
      name: l.name,
      jobTitle: l.title,
    })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Legal services",
      itemListElement: serviceCards.map((s) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: s.title,
          description: s.description,
          url: absoluteUrl(s.path),
        },
      })),
    },
  } satisfies WithContext<LegalService>;
}
