import { firm, mailtoHref, telHref } from "~/content/firm";
import type { LegalDocument } from "./types";

/** Legal pages: the Legal Disclaimer, linking to /contact. */
export const legalDisclaimer: LegalDocument = {
  path: "/legal-disclaimer",
  effective: "2025-06-01",
  effectiveLabel: "June 1, 2025",
  reviewed: "legal-documents-review",
  intro: [
    "Please read this disclaimer before relying on anything on this website. It applies to every page, article, guide, checklist and FAQ.",
  ],
  sections: [
    {
      id: "not-legal-advice",
      title: "General information, not legal advice",
      paragraphs: [
        "The content of this website is general information about the law of Ontario and Canada. It is not legal advice, and it is not a substitute for advice from a lawyer who knows the facts of your situation. Two situations that look alike can have very different legal answers.",
      ],
    },
    {
      id: "no-relationship",
      title: "No lawyer-client relationship",
      paragraphs: [
        "Reading this website, sending us a message, booking a consultation or calling us does not create a lawyer-client relationship. We become your lawyers only after we have checked for conflicts of interest and confirmed in writing that we will act for you.",
        "Please do not send confidential information until we have confirmed that we can act for you.",
      ],
    },
    {
      id: "accuracy",
      title: "Accuracy and changes in the law",
      paragraphs: [
        "We write and review our content carefully, but the law, government fees, forms and processing times change, sometimes without notice. Content may not reflect the most recent changes. Where a figure carries an 'as of' date, it was correct on that date.",
      ],
    },
    {
      id: "deadlines",
      title: "Deadlines",
      paragraphs: [
        "Many legal matters have strict time limits, including limitation periods for lawsuits and deadlines in immigration, real estate and family matters. Do not wait for a reply to a website message if a deadline is near: call us.",
      ],
    },
    {
      id: "results",
      title: "Past results",
      paragraphs: [
        "Testimonials, client stories and outcome figures on this website describe particular past matters. Past results do not guarantee future outcomes; every matter turns on its own facts.",
      ],
    },
    {
      id: "outside-ontario",
      title: "Matters outside Ontario",
      paragraphs: [
        "Our Ontario lawyers are licensed by the Law Society of Ontario. Information about the law of other places, including Caribbean jurisdictions, is general; advice on that law is given only by lawyers entitled to practise it.",
      ],
    },
    {
      id: "external-links",
      title: "External links",
      paragraphs: [
        "Links to other websites are provided for convenience. We do not control or endorse them and are not responsible for their content.",
      ],
    },
    {
      id: "get-advice",
      title: "Getting advice about your situation",
      paragraphs: [
        [
          "If you would like advice about your own situation, ",
          { text: "contact us", href: "/contact" },
          ` to book a free ${firm.consultation.minutes}-minute consultation, call `,
          { text: firm.phone.display, href: telHref(firm.phone) },
          " or e-mail ",
          { text: firm.email, href: mailtoHref(firm.email, "Request for a consultation") },
          ".",
        ],
      ],
    },
  ],
};
