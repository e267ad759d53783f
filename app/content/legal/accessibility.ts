import { firm, fullAddress, mailtoHref, telHref } from "~/content/firm";
import type { LegalDocument } from "./types";

/**
 * The accessibility statement. Every provider of goods or services in Ontario, of any size, must
 * tell the public that accessible formats and communication supports are available on request
 * and have an accessible feedback process: Integrated Accessibility Standards, O. Reg. 191/11,
 * ss. 11 and 12 and Part IV.2 (customer service standards). The site targets WCAG 2.2 Level AA;
 * how that is tested is in README.md and docs/PERFORMANCE.md.
 */

/** The subject line of an accessibility e-mail, so the firm can find and answer it first. */
export const accessibilityEmailSubject = "Accessibility feedback or request";

export const accessibilityEmail = mailtoHref(firm.email, accessibilityEmailSubject);

/** How quickly the firm acknowledges a request or feedback: a promise it can keep. */
export const accessibilityReplyDays = 2;

export const accessibilityStatement: LegalDocument = {
  path: "/accessibility",
  effective: "2026-11-23",
  effectiveLabel: "November 23, 2026",
  reviewed: "accessibility-statement-review",
  intro: [
    `${firm.name} wants everyone to be able to use this website and our services, including people with disabilities. This page explains the standard the website is built to, how we test it, how to ask for information in another format or for support to communicate with us, and how to tell us about a barrier.`,
  ],
  sections: [
    {
      id: "our-standard",
      title: "The standard we build to",
      paragraphs: [
        [
          "This website is designed and tested to meet the ",
          {
            text: "Web Content Accessibility Guidelines (WCAG) 2.2",
            href: "https://www.w3.org/TR/WCAG22/",
          },
          " at Level AA. Every page can be used with a keyboard alone, is built with the headings, labels and landmarks screen readers rely on, respects your device's reduced-motion setting, and reads in full with JavaScript turned off.",
        ],
      ],
      points: [
        "Moving content (the testimonials and the organisations strip) has a visible pause button, pauses while you hover over it or move into it with the keyboard, and does not move at all if your device asks for reduced motion.",
        "Text and controls meet WCAG AA colour contrast, links say where they go, and links that open a new tab say so.",
        "Forms have visible labels, say which fields are required, and explain each error in words next to the field.",
      ],
    },
    {
      id: "how-we-test",
      title: "How we test",
      paragraphs: [
        "Before any change to the website is published, automated tests open every page in a real browser and check it:",
      ],
      points: [
        "an accessibility scan (axe-core, with the WCAG 2.0, 2.1 and 2.2 A and AA rules) of every page at a phone width (390 pixels) and a desktop width (1,280 pixels);",
        "keyboard use: the menu, drop-downs, tabs, dialogs, the contact form and the checklists are operated with the keyboard alone, and focus is always visible;",
        "reduced motion: with the setting on, nothing moves on its own;",
        "every page with JavaScript turned off.",
      ],
      closing: [
        "We also run Lighthouse's accessibility audit on every page whenever we measure the website's speed.",
        "Automated tests cannot find every barrier, so we also rely on you: if something does not work for you, please tell us (see below).",
      ],
    },
    {
      id: "accessible-formats",
      title: "Accessible formats and communication supports",
      paragraphs: [
        "Any information on this website or that we give our clients is available on request in an accessible format, and we will provide or arrange communication supports so that we can communicate with you. For example:",
      ],
      points: [
        "documents in large print, in plain text or as an accessible electronic file that works with your screen reader;",
        "a plain-language explanation of a document or of a step in your matter;",
        "meetings by phone, by video with live captions, or in person at our office, and more time for an appointment;",
        "a sign language interpreter (ASL or LSQ) for a meeting, or calls through a relay service;",
        "a support person or service animal with you at any meeting.",
      ],
      closing: [
        [
          "To ask, e-mail ",
          { text: firm.email, href: accessibilityEmail },
          ` with the subject "${accessibilityEmailSubject}", call `,
          { text: firm.phone.display, href: telHref(firm.phone) },
          `, or tell us at any meeting. We will acknowledge your request within ${accessibilityReplyDays} business days, talk with you about what suits your needs, and provide the format or support as soon as we can, in time for it to be useful to you. There is no cost to you.`,
        ],
      ],
    },
    {
      id: "feedback",
      title: "Tell us about a barrier",
      paragraphs: [
        "We welcome feedback on the accessibility of this website and of our services, and we treat it as a priority. You can give it in whatever way works for you:",
      ],
      points: [
        [
          "by e-mail to ",
          { text: firm.email, href: accessibilityEmail },
          ` with the subject "${accessibilityEmailSubject}";`,
        ],
        [
          "by phone at ",
          { text: firm.phone.display, href: telHref(firm.phone) },
          ` (extension ${firm.principalExtension} reaches ${firm.lawyers[0].name} directly);`,
        ],
        [
          "through our ",
          { text: "contact form", href: "/contact" },
          ', choosing "Other" and starting your message with "Accessibility";',
        ],
        `by mail or in person at ${fullAddress}.`,
      ],
      closing: [
        `Tell us which page or service, what you were trying to do and what got in the way. Feedback in an accessible format or with communication supports is welcome on request. We acknowledge feedback within ${accessibilityReplyDays} business days and tell you what we will do about it and when. If a barrier cannot be removed quickly, we will offer you another way to get the same information or service in the meantime.`,
      ],
    },
    {
      id: "customer-service-commitments",
      title: "Our customer service commitments",
      paragraphs: [
        [
          "Under Ontario's ",
          {
            text: "Integrated Accessibility Standards (O. Reg. 191/11)",
            href: "https://www.ontario.ca/laws/regulation/110191",
          },
          " made under the Accessibility for Ontarians with Disabilities Act, 2005, including its customer service standards (Part IV.2) and its rules on feedback and accessible formats (sections 11 and 12), we commit to:",
        ],
      ],
      points: [
        "provide our services in a way that respects the dignity and independence of people with disabilities, with equal opportunity to benefit from them;",
        "welcome assistive devices, service animals and support persons at our office and at every meeting;",
        "give notice, on this website and at our office, of any temporary disruption to the facilities or services that people with disabilities usually use to reach us, with its reason, how long we expect it to last and what alternatives are available;",
        "train everyone who deals with the public on our behalf in accessible customer service, and keep records of that training;",
        "keep an accessible feedback process (above) and make this statement available in an accessible format on request.",
      ],
    },
    {
      id: "known-limitations",
      title: "Known limitations",
      paragraphs: [
        "Three services on our contact page are provided by other companies: the consultation scheduling calendar, the client consultation intake form and the consultation agreement e-signature form. We do not control their accessibility. If any of them does not work for you, call or e-mail us and we will book your consultation, take your information or sign the agreement with you another way.",
      ],
    },
  ],
};
