import type { Reason, ServiceItem } from "./types";

export const immigrationIntro =
  "Whether you want to visit, study, work, reunite your family or make Canada your permanent home, we prepare complete, well-documented applications to Immigration, Refugees and Citizenship Canada (IRCC) and keep you informed at every stage. We also help people who have lost their status in Canada understand their options.";

/** Immigration Services: the twelve services, in the published schedule order. */
export const immigrationServices: readonly ServiceItem[] = [
  {
    id: "visitor-visas",
    icon: "globe",
    title: "Visitor visas",
    description:
      "Temporary resident visas for tourism, family visits and business trips, with a clear explanation of your ties to home and the funds for your stay.",
  },
  {
    id: "spousal-sponsorship",
    icon: "heart",
    title: "Spousal sponsorship",
    description:
      "Sponsoring your spouse, common-law or conjugal partner, inside or outside Canada, with evidence that shows your relationship is genuine.",
  },
  {
    id: "express-entry",
    icon: "sparkle",
    title: "Express Entry",
    description:
      "Profiles and applications for the Federal Skilled Worker, Canadian Experience Class and Federal Skilled Trades programs, from profile to permanent residence.",
  },
  {
    id: "work-permits",
    icon: "laptop",
    title: "Work permits",
    description:
      "Employer-specific and open work permits, including spousal open work permits and post-graduation work permits, and extensions.",
  },
  {
    id: "study-permits",
    icon: "bookmark",
    title: "Study permits",
    description:
      "Study permits for colleges and universities, including the provincial attestation letter, proof of funds and extensions.",
  },
  {
    id: "permanent-residency",
    icon: "home",
    title: "Permanent residency applications",
    description:
      "Economic, family and provincial nominee applications for permanent residence, prepared and checked against IRCC's current requirements.",
  },
  {
    id: "pr-card-renewal",
    icon: "document",
    title: "PR card renewal",
    description:
      "Renewing or replacing a permanent resident card, including a review of your residency obligation of two years in every five.",
  },
  {
    id: "parents-grandparents",
    icon: "family",
    title: "Parents and grandparents sponsorship",
    description:
      "Sponsoring your parents or grandparents when IRCC invites you to apply, including the income requirement and the undertaking you sign.",
  },
  {
    id: "super-visas",
    icon: "calendar",
    title: "Super visas",
    description:
      "Multi-entry visas that let parents and grandparents stay with you in Canada for long visits, with the required medical insurance and income proof.",
  },
  {
    id: "lmia",
    icon: "users",
    title: "Labour market impact assessments",
    description:
      "LMIA applications for employers who need to hire a foreign worker, including recruitment evidence and wage requirements.",
  },
  {
    id: "temporary-resident-permits",
    icon: "shield",
    title: "Temporary resident permits",
    description:
      "Permits for people who are inadmissible to Canada, for example because of a past conviction, but have a compelling reason to come.",
  },
  {
    id: "citizenship",
    icon: "star",
    title: "Citizenship applications",
    description:
      "Applications for Canadian citizenship, including a check of your physical presence, tax filings and preparation for the test and interview.",
  },
];

/** The consultation description. */
export const immigrationConsultation = {
  heading: "How an immigration consultation works",
  paragraphs: [
    "Your first 15-minute call is free. We listen to what you want to achieve, tell you whether we can help, and explain what a full assessment involves and costs.",
    "In a full case assessment (a paid service, from the fee on our immigration fees page) we review your documents, immigration history and goals in detail, explain the programs that fit your situation and their realistic chances and timelines, and set out the next steps in writing. Please send your documents at least 48 hours before the meeting so we can read them first.",
    "If you decide to go ahead, we confirm the scope of our work and our fee in a written retainer. Government fees, such as IRCC processing and biometrics fees, are paid to the government and are separate from our fees.",
  ],
  bring: [
    "Your passport and any current or past Canadian visas or permits",
    "Letters or decisions you have received from IRCC",
    "Education, work and language test documents, if you have them",
    "Marriage, birth or relationship documents for family applications",
  ],
} as const;

/** Reasons to choose the firm. */
export const immigrationReasons: readonly Reason[] = [
  {
    icon: "scale",
    title: "Lawyer-led applications",
    description:
      "Your application is prepared under the supervision of a lawyer licensed by the Law Society of Ontario, who can represent you before IRCC and, if needed, the Immigration and Refugee Board.",
  },
  {
    icon: "check",
    title: "Complete before it is sent",
    description:
      "Incomplete applications are a common reason for refusals and returns. We check every form and document against IRCC's current checklists before submission.",
  },
  {
    icon: "globe",
    title: "Wherever you are",
    description:
      "We work with clients in Canada, the Caribbean and around the world by phone, video and secure document sharing.",
  },
  {
    icon: "alert",
    title: "Help when status is at risk",
    description:
      "If your permit has expired or is about to, time matters. We explain options such as restoration of status within 90 days and act quickly.",
  },
  {
    icon: "document",
    title: "Fees in writing",
    description:
      "Our professional fees are published and confirmed in a written retainer before we begin, with government fees shown separately.",
  },
];
