import type { ProcessStep, Reason, ServiceItem } from "./types";

/** Service terms, stated once and read by the page and the tests. */
export const willsTerms = {
  /** Wills take 1 to 2 weeks. */
  turnaround: "1 to 2 weeks",
  /** The team claims 10 years of combined wills and estates experience. */
  combinedExperience: "10 years",
  /** Remote witnessing is offered. */
  remoteWitnessing: true,
} as const;

export const willsIntro = `A will and powers of attorney protect the people you care about and make sure your wishes are followed. We prepare Ontario wills and powers of attorney in plain language, usually within ${willsTerms.turnaround}, and you can sign with witnesses by video.`;

export const willsServices: readonly ServiceItem[] = [
  {
    id: "wills",
    icon: "scroll",
    title: "Wills",
    description:
      "A will that names your executor, provides for your family and says who receives what, drafted after a conversation about your circumstances.",
  },
  {
    id: "dual-wills",
    icon: "document",
    title: "Dual (primary and secondary) wills",
    description:
      "Two wills that can keep assets which do not need probate, such as shares of a private company, out of the Estate Administration Tax calculation.",
  },
  {
    id: "poa-property",
    icon: "lock",
    title: "Power of attorney for property",
    description:
      "Names the person who can manage your finances and property if you cannot, or while you are away.",
  },
  {
    id: "poa-personal-care",
    icon: "heart",
    title: "Power of attorney for personal care",
    description:
      "Names the person who makes health-care and personal decisions for you if you become unable to, and records your wishes.",
  },
  {
    id: "trusts",
    icon: "shield",
    title: "Trusts in your will",
    description:
      "Trusts for minor children, RESPs, insurance and registered plans, and Henson trusts that protect a beneficiary's disability benefits.",
  },
  {
    id: "guardians",
    icon: "family",
    title: "Guardians for your children",
    description:
      "Naming who you would want to care for your children, and who manages the money you leave them, until they are adults.",
  },
];

/** The five-step will process. */
export const willProcess: readonly ProcessStep[] = [
  {
    id: "consultation",
    title: "Free consultation",
    description:
      "A short call to understand your family, your assets and what you want to achieve, and to recommend a package. We confirm the fee in writing.",
  },
  {
    id: "questionnaire",
    title: "Questionnaire and planning meeting",
    description:
      "You complete our secure questionnaire, then we meet by video to talk through executors, guardians, gifts and trusts.",
  },
  {
    id: "drafts",
    title: "Drafts for your review",
    description:
      "We send you plain-language drafts with a summary of what each clause does. You tell us about any changes.",
  },
  {
    id: "signing",
    title: "Signing with witnesses",
    description:
      "You sign in front of two witnesses, at our office or remotely by video. Ontario law allows remote witnessing when one witness is a Law Society of Ontario licensee.",
  },
  {
    id: "safekeeping",
    title: "Safekeeping and review",
    description:
      "We can keep your signed originals safely in our vault and give you copies. We suggest reviewing your will after major life events such as marriage, separation or a new child.",
  },
];

export const willsReasons: readonly Reason[] = [
  {
    icon: "clock",
    title: `Ready in ${willsTerms.turnaround}`,
    description: `Most wills and powers of attorney are ready to sign ${willsTerms.turnaround} after our planning meeting. Urgent signings can be arranged.`,
  },
  {
    icon: "laptop",
    title: "Remote witnessing",
    description:
      "Sign from home by video, with witnessing that meets Ontario's Succession Law Reform Act and Substitute Decisions Act, or at our Etobicoke office.",
  },
  {
    icon: "users",
    title: `${willsTerms.combinedExperience} of combined experience`,
    description: `Our team has ${willsTerms.combinedExperience} of combined experience preparing wills, powers of attorney and estate plans.`,
  },
  {
    icon: "document",
    title: "Fixed package fees",
    description:
      "Our estate planning packages and add-ons have published fixed fees, so you know the cost before we start.",
  },
];
