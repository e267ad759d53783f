import { principal } from "../firm";
import type { ServiceItem } from "./types";

export const familyLawIntro =
  "Ending a marriage is hard enough without legal uncertainty. When you and your spouse have agreed on the terms, we help you complete an uncontested divorce or a separation agreement at a stated fee. We also advise on Trinidad and Tobago family matters and on whether a divorce granted abroad is recognized in Canada.";

/** Who handles the Ontario matters on this page (app/content/people/team-roles.ts). */
export const ontarioFamilyLawyer = `Ontario divorces, separation agreements and foreign divorce opinion letters are handled by ${principal.name}, our principal lawyer, licensed by the Law Society of Ontario.`;

export const familyLawServices: readonly ServiceItem[] = [
  {
    id: "uncontested-divorce",
    icon: "document",
    title: "Uncontested divorce",
    description:
      "Joint or simple divorce applications in the Ontario Superior Court of Justice when you have been separated for a year and agree on the terms.",
  },
  {
    id: "separation-agreements",
    icon: "handshake",
    title: "Separation agreements",
    description:
      "Written agreements on parenting, child and spousal support and the division of property, drafted or reviewed for one spouse.",
  },
  {
    id: "foreign-divorce",
    icon: "globe",
    title: "Foreign divorce recognition",
    description:
      "Opinion letters on whether a divorce granted outside Canada is recognized here, including for a marriage licence in Ontario.",
  },
  {
    id: "trinidad-and-tobago",
    icon: "scale",
    title: "Trinidad and Tobago family law",
    description:
      "Divorce, custody, maintenance and matrimonial property matters in Trinidad and Tobago, through our Caribbean legal services lead.",
  },
];

/** The Trinidad and Tobago family law section. */
export const trinidadFamilyLaw = {
  heading: "Trinidad and Tobago family law",
  paragraphs: [
    "Many of our clients have family ties in both Ontario and Trinidad and Tobago. A marriage celebrated in Trinidad and Tobago, property held there, or a spouse who lives there can all raise questions that Ontario law alone does not answer.",
    "Family matters in Trinidad and Tobago are governed mainly by the Matrimonial Proceedings and Property Act and heard by the Family Court and the High Court. Our Caribbean legal services lead is an attorney-at-law admitted in Trinidad and Tobago and advises on that law; he is not licensed in Ontario, and Ontario law questions are handled by our principal lawyer.",
  ],
  points: [
    "Divorce petitions filed in Trinidad and Tobago",
    "Custody, access and maintenance of children",
    "Division of matrimonial property located in Trinidad and Tobago",
    "Co-ordinating an Ontario matter with proceedings in Trinidad and Tobago",
  ],
} as const;

/** Foreign divorce recognition. */
export const foreignDivorceRecognition = {
  heading: "Recognition of foreign divorces",
  paragraphs: [
    "Canada generally recognizes a divorce granted in another country if either spouse had lived there for at least one year before the proceedings began (Divorce Act, section 22). A divorce may also be recognized where there was a real and substantial connection to that country.",
    "If you were divorced outside Canada and want to marry in Ontario, ServiceOntario needs the province's authorization before it issues a marriage licence, and that request must include a legal opinion letter from an Ontario lawyer. We review your divorce documents and prepare the letter.",
  ],
  bring: [
    "The divorce judgment or certificate, with a certified English translation if needed",
    "Your marriage certificate",
    "Proof of where each spouse lived when the divorce was started",
  ],
} as const;

/** Contested divorces are not handled and are referred out. */
export const contestedReferralNote =
  "We do not handle contested divorces or contested family litigation. If you and your spouse cannot agree, we will refer you to family lawyers who take contested cases.";
