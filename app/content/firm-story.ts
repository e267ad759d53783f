import { firm, serviceTerms } from "./firm";

/** Home and About copy that describes the firm itself (docs/PRODUCT-RULES.md#content-and-compliance). */
export const vision = {
  vision:
    "Legal help that is easy to reach, easy to understand and fairly priced, for people in Ontario, across the Caribbean and around the world.",
  mission:
    "We explain your options in plain language, state our fees before we start, and handle each matter carefully from the first call to the final document, whether you are across the street or across the world.",
};

/** Home: how a matter goes with us, in four steps, beside the opening. */
export const howItWorks = [
  {
    title: "Tell us what you need",
    text: `Call, e-mail or send a message. ${serviceTerms.replyTimes}`,
  },
  {
    title: `Free ${firm.consultation.minutes}-minute consultation`,
    text: "By phone or video, at a time that suits you.",
  },
  {
    title: "A clear quote",
    text: "Our fees are published, and we confirm yours in writing before we start.",
  },
  {
    title: "We handle it, virtually",
    text: "Review, sign and receive documents without travelling.",
  },
];

export const whoWeAre = [
  `${firm.name} is a small Ontario law firm with a virtual practice. We act for individuals and families in real estate closings, immigration, wills and estates, family law and notary matters.`,
  "Because we work virtually, you can meet us by phone or video, review documents online and, for most matters, sign without travelling to an office. When a matter needs a signature in person, we meet you at our Etobicoke office.",
  "Our Caribbean legal services lead practises in Trinidad and Tobago, so clients with ties to both Canada and the Caribbean can deal with one team for matters on both sides.",
];

export const values = [
  {
    icon: "scale",
    title: "Integrity",
    text: "We tell you what we can and cannot do for you, and what it will cost, before you commit.",
  },
  {
    icon: "users",
    title: "Accessibility",
    text: "Plain language, flexible hours and virtual meetings, so legal help fits around your life.",
  },
  {
    icon: "shield",
    title: "Care",
    text: "Every document is checked and every deadline tracked. Your matter gets our full attention.",
  },
  {
    icon: "globe",
    title: "Reach",
    text: "From Etobicoke to Port of Spain, we serve clients wherever they live.",
  },
] as const;

/** About: five reasons. */
export const reasonsToChooseUs = [
  {
    title: "A free first consultation",
    text: `Your first ${firm.consultation.minutes}-minute consultation costs nothing, so you can understand your options before you decide.`,
  },
  {
    title: "Fees stated up front",
    text: "Our fee schedules are published on this website in Canadian dollars, with HST and disbursements shown separately.",
  },
  {
    title: "A fully virtual practice",
    text: "Meet by phone or video, share documents securely and, for most matters, sign remotely.",
  },
  {
    title: "Ontario and Caribbean reach",
    text: "An Ontario lawyer and a Caribbean legal services lead work together on matters that cross borders.",
  },
  {
    title: "Prompt replies",
    text: `${serviceTerms.replyTimes} Once you are a client, we keep you informed at every step.`,
  },
];

/** About: memberships. */
export const memberships = [
  {
    name: "Law Society of Ontario",
    text: "The regulator of lawyers and paralegals in Ontario. Our principal lawyer is licensed by the Law Society and bound by its Rules of Professional Conduct.",
  },
  {
    name: "Ontario Real Estate Lawyers Association",
    text: "An association of Ontario lawyers who practise real estate law, sharing practice standards and updates.",
  },
];
