import { firm, fullAddress, mailtoHref } from "~/content/firm";
import type { LegalDocument } from "./types";

/** Legal pages: Terms and Conditions, 10 numbered sections, linking to /privacy. */
export const termsAndConditions: LegalDocument = {
  path: "/terms",
  effective: "2025-06-01",
  effectiveLabel: "June 1, 2025",
  reviewed: "legal-documents-review",
  intro: [
    [
      `These terms apply to everyone who visits or uses this website, operated by ${firm.name} ("${firm.shortName}", "we", "us"). Please read them together with our `,
      { text: "Privacy Policy", href: "/privacy" },
      " and our ",
      { text: "Legal Disclaimer", href: "/legal-disclaimer" },
      ".",
    ],
  ],
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      paragraphs: [
        "By using this website you agree to these terms. If you do not agree, please do not use the website. You do not need an account to use it: there is no sign-in, and nothing on the website can be bought or paid for online.",
      ],
    },
    {
      id: "who-we-are",
      title: "Who we are",
      paragraphs: [
        [
          `${firm.name} is an Ontario professional corporation whose lawyers are licensed by the Law Society of Ontario. Our office is at ${fullAddress}. You can reach us at `,
          { text: firm.email, href: mailtoHref(firm.email, "Question about your website terms") },
          ` or ${firm.phone.display}.`,
        ],
      ],
    },
    {
      id: "general-information",
      title: "General information, not legal advice",
      paragraphs: [
        "Everything on this website, including the articles, guides, checklists, FAQs and fee examples, is general information about the law in Ontario and Canada. It is not legal advice about your situation, and it may not reflect recent changes in the law.",
        "Do not act, or decide not to act, on the basis of this website alone. Speak with a lawyer about your own circumstances.",
      ],
    },
    {
      id: "no-lawyer-client-relationship",
      title: "No lawyer-client relationship",
      paragraphs: [
        "Using this website, sending us a message, booking a consultation or calling us does not make you our client. A lawyer-client relationship begins only when we have checked for conflicts of interest and confirmed in writing that we will act for you, usually in a retainer or engagement letter.",
        "Until then, please do not send us confidential or time-sensitive information, and do not assume that we are watching a deadline for you.",
      ],
    },
    {
      id: "contact-form",
      title: "Using the contact form and e-mail",
      paragraphs: [
        [
          "When you send us a message you agree to give accurate contact details and not to use the form to send unlawful, abusive or automated content. To protect the service, the website limits how many messages can be sent in a short time. How we handle what you send is explained in our ",
          { text: "Privacy Policy", href: "/privacy" },
          ".",
        ],
        "E-mail and web forms are not perfectly secure. If you prefer, call us to arrange another way to share sensitive documents.",
      ],
    },
    {
      id: "third-party-services",
      title: "Third-party services and links",
      paragraphs: [
        "Our contact page lets you open a scheduling service to book a consultation, an online intake form and an e-signature form. These are provided by other companies under their own terms and privacy policies, and they load only when you choose to open them.",
        "We also link to government and other outside websites for your convenience. We do not control them and are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        `The text, design, graphics and code of this website belong to ${firm.name} or are used with permission. You may view, print and share pages for your own personal, non-commercial use, with credit to us. You may not copy, republish or sell our content without our written permission.`,
      ],
    },
    {
      id: "accuracy-and-fees",
      title: "Accuracy of content and fees",
      paragraphs: [
        "We review the website regularly and aim to keep it accurate, but laws, government fees and processing times change often. Figures shown with an 'as of' date were correct on that date.",
        "Our published fees describe what is included and what is not. Your actual fee is the one we confirm in writing before we begin work; 13% HST and disbursements are extra unless stated otherwise.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for any loss arising from the use of this website or from reliance on its general information, or from the website being unavailable. Nothing in these terms limits our professional responsibilities to our clients or any right you have that cannot be excluded by law.",
      ],
    },
    {
      id: "governing-law-and-changes",
      title: "Governing law and changes to these terms",
      paragraphs: [
        "These terms are governed by the laws of Ontario and the federal laws of Canada that apply in Ontario. Any dispute about them will be decided by the courts of Ontario.",
        [
          "We may update these terms. The effective date at the top of this page shows when they last changed. Questions about these terms can be sent to ",
          { text: firm.email, href: mailtoHref(firm.email, "Question about your website terms") },
          ", or through our ",
          { text: "contact page", href: "/contact" },
          ".",
        ],
      ],
    },
  ],
};
