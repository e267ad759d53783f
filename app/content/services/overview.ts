import { firm, serviceTerms } from "../firm";
import type { ProcessStep } from "./types";

/** /services: what sits under each practice area, beyond the shared service cards. */
export const practiceAreaLinks: Record<string, readonly { name: string; path: string }[]> = {
  "real-estate": [
    { name: "Buying real estate", path: "/services/buying-real-estate" },
    { name: "Selling real estate", path: "/services/selling-real-estate" },
    { name: "Mortgage refinancing", path: "/services/mortgage-refinancing" },
  ],
  immigration: [{ name: "Immigration fees", path: "/fees/immigration" }],
  "wills-estates": [{ name: "Estate planning fees", path: "/fees/estate-planning" }],
  "family-law": [],
  notary: [],
};

export const servicesIntro =
  "We act in five areas of law. Most matters can be handled entirely online, by phone, video and secure document sharing, wherever you are; when a signature or document must be seen in person, we meet you at our Etobicoke office.";

/** How every matter runs, whatever the practice area. */
export const howWeWork: readonly ProcessStep[] = [
  {
    id: "contact",
    title: "Tell us what you need",
    description: `Call, e-mail or send a message. ${serviceTerms.replyTimes}`,
  },
  {
    id: "consult",
    title: "Free consultation",
    description: `A ${firm.consultation.minutes}-minute call or video meeting to understand your matter and explain your options. ${serviceTerms.consultationHours}.`,
  },
  {
    id: "quote",
    title: "Fee and retainer in writing",
    description:
      "We confirm what we will do and what it costs, with HST and disbursements shown separately, before any work begins.",
  },
  {
    id: "handle",
    title: "We handle it",
    description:
      "We keep you informed at every step and explain each document before you sign it, online or in person.",
  },
];
