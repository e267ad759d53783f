import { caribbeanLead, principal } from "../firm";
import type { Credential, Licence, LocalImage } from "./types";

/** Where and when he was admitted, oldest first. */
export const admissions = [
  { place: "Trinidad and Tobago", as: "Attorney-at-law", year: 2006 },
  { place: "British Virgin Islands", as: "Legal practitioner", year: 2012 },
  { place: "Grenada", as: "Barrister and solicitor", year: 2015 },
] as const;

/** The Caribbean legal services lead's profile (docs/PRODUCT-RULES.md#content-and-compliance). He is a foreign lawyer. */
export const caribbeanLeadBio = {
  lawyer: caribbeanLead,
  chambers: "Baptiste & Associates Chambers, Port of Spain",
  lead: `${caribbeanLead.name} leads the firm's Caribbean legal services. He is an attorney-at-law and the managing partner of a Trinidad and Tobago chambers, who has practised in the region since 2006.`,
  licence: {
    ontario: false,
    status: "Foreign lawyer, not licensed by the Law Society of Ontario",
    called: `Admitted in Trinidad and Tobago in ${admissions[0].year}, the British Virgin Islands in ${admissions[1].year} and Grenada in ${admissions[2].year}`,
  } satisfies Licence,
  /** LSO Rule 4.2-1: say plainly that he is not licensed in Ontario. */
  foreignLawyerNote: `${caribbeanLead.firstName} is a foreign lawyer. He is admitted to practise in Trinidad and Tobago, the British Virgin Islands and Grenada, and advises only on the law of those jurisdictions. He is not licensed by the Law Society of Ontario and does not give advice on Ontario or Canadian law; those matters are handled by ${principal.name}, the firm's Ontario-licensed principal lawyer.`,
  summary: [
    `${caribbeanLead.firstName} is the managing partner of Baptiste & Associates Chambers in Port of Spain, where he advises businesses, families and public bodies across the Eastern Caribbean.`,
    "He works with the firm on matters that cross borders: Ontario clients with property, family or business in the Caribbean, and Caribbean clients with ties to Canada.",
  ],
  /** Four degrees. */
  degrees: [
    {
      title: "Master of Laws (LL.M.), International Commercial Law",
      detail: "University of London, 2011",
      institution: "University of London",
    },
    {
      title: "Master of Business Administration (MBA)",
      detail: "Arthur Lok Jack Graduate School of Business, University of the West Indies, 2009",
      institution: "University of the West Indies",
    },
    {
      title: "Bachelor of Laws (LL.B.), Honours",
      detail: "University of the West Indies, Cave Hill Campus, Barbados, 2004",
      institution: "University of the West Indies",
    },
    {
      title: "Bachelor of Science (B.Sc.), Economics",
      detail: "University of the West Indies, St. Augustine Campus, 2001",
      institution: "University of the West Indies",
    },
  ] satisfies readonly Credential[],
  /** Professional qualification, separate from the four degrees. */
  legalEducationCertificate: {
    title: "Legal Education Certificate",
    detail: "Hugh Wooding Law School, 2006",
  },
  /** Bar admissions. */
  barAdmissions: admissions.map((a) => ({
    title: a.place,
    detail: `${a.as}, admitted ${a.year}`,
  })) satisfies readonly Credential[],
  /** Six areas (business and commercial, family and estate, specialized practice,
   * employment and labour, media and defamation, international finance). "Specialized" is
   * worded as "regulatory and niche" because LSO marketing rules restrict specialist language.
   * Each with the icon of its card. */
  areasOfPractice: [
    {
      id: "business-commercial",
      icon: "handshake",
      title: "Business and commercial",
      description:
        "Company formation, shareholder agreements, commercial contracts, acquisitions and commercial disputes.",
    },
    {
      id: "family-estate",
      icon: "family",
      title: "Family and estate",
      description:
        "Divorce, custody and maintenance, matrimonial property, wills, probate and estate administration in the Caribbean.",
    },
    {
      id: "regulatory-niche",
      icon: "shield",
      title: "Regulatory and niche practice",
      description:
        "Licensing, regulatory compliance and matters before statutory boards and tribunals.",
    },
    {
      id: "employment-labour",
      icon: "users",
      title: "Employment and labour",
      description:
        "Employment contracts, dismissals, trade disputes and matters before the Industrial Court.",
    },
    {
      id: "media-defamation",
      icon: "quote",
      title: "Media and defamation",
      description: "Pre-publication review, defamation claims and defences, and media regulation.",
    },
    {
      id: "international-finance",
      icon: "globe",
      title: "International finance",
      description:
        "Cross-border financing, offshore companies in the British Virgin Islands and regulatory filings.",
    },
  ],
  judicialAcademic: {
    heading: "Judicial and academic career",
    paragraphs: [
      "From 2017 to 2019 Marcus sat as an acting Master of the High Court of Trinidad and Tobago, hearing procedural applications and assessments of damages in civil cases.",
      "He has taught Civil Court Practice as a part-time tutor at the Hugh Wooding Law School since 2013, and lectures in business law for the University of the West Indies' continuing education programme.",
    ],
  },
  mentoring: {
    heading: "Mentoring",
    paragraphs: [
      "Marcus supervises young attorneys in their first years of practice at his chambers and volunteers with the Law Association of Trinidad and Tobago's mentorship programme, pairing new attorneys with senior members of the bar.",
    ],
  },
  expansion: {
    heading: "Our Caribbean expansion",
    paragraphs: [
      "With Marcus leading our Caribbean legal services, clients with ties to both Canada and the Caribbean can deal with one team. Ontario matters stay with our Ontario lawyer; Caribbean matters are handled by Marcus under the law of the jurisdictions where he is admitted.",
      "We are building this practice first in Trinidad and Tobago, then in the British Virgin Islands and Grenada, for estates with property in more than one country, families who divide their lives between Canada and the Caribbean, and businesses trading across the region.",
    ],
  },
  /**
   * The carousel after his portrait: scenes drawn in the portrait system's style (generated
   * placeholders, docs/PRODUCT-RULES.md#content-and-compliance). Each is replaced by the
   * photograph named in `photo` once the firm adds it to app/assets/photos (docs/PHOTOS.md).
   */
  photos: [
    {
      src: "/images/caribbean-lead/photo-chambers.svg",
      alt: "Illustration: a classical court building drawn in brass lines",
      width: 600,
      height: 750,
      caption: "Chambers in Port of Spain",
      photo: "marcus-baptiste-chambers",
    },
    {
      src: "/images/caribbean-lead/photo-lecture.svg",
      alt: "Illustration: an open book drawn in brass lines",
      width: 600,
      height: 750,
      caption: "Teaching at the Hugh Wooding Law School",
      photo: "marcus-baptiste-teaching",
    },
  ] satisfies readonly LocalImage[],
  /** Decorative art beside the expansion section; hidden if it fails (docs/PRODUCT-RULES.md#content-and-compliance). */
  background: {
    src: "/images/caribbean-lead/background-port-of-spain.svg",
    width: 800,
    height: 600,
  },
} as const;
