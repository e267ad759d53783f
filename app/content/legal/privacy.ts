import { firm, fullAddress, mailtoHref, telHref } from "~/content/firm";
import { factText } from "../facts";
import type { LegalDocument } from "./types";

/**
 * The Privacy Policy (13 sections, effective June 1, 2025), written to match what the site does
 * (docs/PRODUCT-RULES.md#contact-and-privacy): the contact form's fields, storage in the firm's
 * SQLite database and an e-mail to MAIL_TO, automatic deletion after RETENTION_DAYS (default 365,
 * see server/env.ts), embeds that load only when opened, no trackers, no cookies, and the one use
 * of browser storage: checklist progress saved by the visitor on the checklist pages. Access
 * requests follow PIPEDA, Schedule 1, Principle 4.9 and s. 8.
 */
export const DEFAULT_RETENTION_DAYS = 365;

const host = (url: string) => new URL(url).hostname;

export const embedHosts = {
  scheduling: [host(firm.embeds.schedulingPage), host(firm.embeds.schedulingWidgetScript)],
  consultationForm: host(firm.embeds.consultationForm),
  consultationAgreement: host(firm.embeds.consultationAgreement),
} as const;

const privacyEmail = mailtoHref(firm.email, "Privacy request");

export const privacyPolicy: LegalDocument = {
  path: "/privacy",
  effective: "2025-06-01",
  effectiveLabel: "June 1, 2025",
  reviewed: "legal-documents-review",
  intro: [
    `This policy explains what personal information ${firm.name} ("${firm.shortName}", "we", "us") collects through this website, why, where it is kept, who sees it, when it is deleted, and how you can see, correct or delete it. In short: we collect only what you choose to send us, we use no analytics or advertising trackers, and this website sets no cookies.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are and what this policy covers",
      paragraphs: [
        `${firm.name} is an Ontario law firm with its office at ${fullAddress}. We handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and with our professional duty of confidentiality as lawyers licensed by the Law Society of Ontario.`,
        "This policy covers this website: its pages, the contact form and the third-party services you can open from our contact page. Information you give us once you become a client is also governed by your retainer agreement.",
      ],
    },
    {
      id: "what-the-contact-form-collects",
      title: "What the contact form collects",
      paragraphs: [
        "When you send us a message through the contact form, we receive exactly what you type into it:",
      ],
      points: [
        "your first name and last name",
        "your e-mail address",
        "your phone number, if you choose to give it (it is optional)",
        "the type of service you are asking about, if you choose one",
        "your message",
        "how you heard of us, if you choose to tell us, including the short description you type when you choose 'other'",
        "the names of other people involved in your matter and any key date, if you choose to give them; we use them only to check for conflicts of interest and deadlines",
      ],
      closing: [
        "We also record the date and time the message was received, that you agreed to this policy (which wording you ticked, and when), and whether our e-mails about it have been delivered. Please do not include confidential details or documents in a first message; we will tell you how to share them safely once we have confirmed that we can help.",
      ],
    },
    {
      id: "what-we-do-not-collect",
      title: "What we do not collect",
      paragraphs: [
        "You can read every page of this website without telling us who you are. There are no accounts, no sign-in and no online payments. We do not use analytics, advertising or social-media tracking tools, and we do not build profiles of visitors.",
        "To stop abuse, the server briefly counts how many messages arrive from each network address and refuses more after a limit. Our server logs record operational facts such as errors and response times; they do not record your name, e-mail address, message or IP address.",
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      paragraphs: ["We use what you send us only to:"],
      points: [
        "read and answer your message, by e-mail or by phone if you gave us your number",
        "check for conflicts of interest before we agree to act for anyone",
        "send you one automatic e-mail confirming that your message arrived, with our phone number and hours (at most one a day to the same address; it never repeats what you wrote)",
        "learn how you heard of us, if you chose to tell us",
      ],
      closing: [
        "We never sell, rent or trade your information, and we do not use it to send you marketing or newsletters.",
      ],
    },
    {
      id: "where-it-is-stored",
      title: "Where your information is stored",
      paragraphs: [
        "Each message is saved in the firm's own database, on the server that runs this website, before the website tells you it was received. A copy is then e-mailed to the firm's inbox so that a lawyer can reply. If the e-mail cannot be sent at once, the message stays safely in the database and the e-mail is sent when the mail service is available again.",
      ],
    },
    {
      id: "who-receives-it",
      title: "Who receives your information",
      paragraphs: ["Your message is seen only by:"],
      points: [
        "the firm's lawyers and the staff who help them answer inquiries",
        "our e-mail provider, which carries and stores the notification e-mail in the firm's inbox, and carries our confirmation e-mail to you, on our behalf",
        "the scheduling, intake-form and e-signature services described below, only if you open them, and only what you send them there",
        "the provider that hosts our server, only as needed to keep it running, without any right to use your information",
      ],
      closing: [
        "We disclose personal information to anyone else only with your consent or where the law requires it, for example under a court order. We do not contact immigration or other authorities about you without your instructions.",
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      paragraphs: [
        `Messages are deleted automatically from the website's database 365 days after they are received. The notification e-mail in our inbox is kept only as long as it is needed to deal with your inquiry. If you become a client, your message becomes part of your client file, which we must keep for the periods the Law Society of Ontario requires.`,
      ],
    },
    {
      id: "third-party-services",
      title: "Third-party services on our contact page",
      paragraphs: [
        "Our contact page offers three services provided by other companies. None of them loads when you open a page of this website. Each loads only when you choose to open it:",
      ],
      points: [
        `the consultation scheduling service (${embedHosts.scheduling.join(" and ")}), when you press Book Consultation`,
        `the client consultation intake form (${embedHosts.consultationForm}), when you open the Client Consultation Form tab`,
        `the consultation agreement e-signature form (${embedHosts.consultationAgreement}), when you open the Consultation Agreement tab`,
      ],
      closing: [
        "Once opened, that service receives your network address and anything you type into it, and may set its own cookies, under its own privacy policy. Information you submit there reaches us through that service.",
      ],
    },
    {
      id: "cookies-and-storage",
      title: "Cookies and browser storage",
      paragraphs: [
        "This website sets no cookies. The only thing it saves in your browser is on our buyer and seller checklist pages: when you tick an item, your progress is saved in your browser's local storage so that it is still there when you come back. It stays on your device, is never sent to us, and you can remove it at any time with the checklist's Reset button or by clearing this site's data in your browser.",
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      paragraphs: [
        "The website is served over an encrypted connection. The database is kept on a server administered for the firm, and only the firm's lawyers and authorized staff can read messages. Like every internet service, no website or e-mail system is perfectly secure, which is why we ask you not to send confidential details in a first message.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights: access, correction and deletion",
      paragraphs: [
        "You may ask to see the personal information we hold about you, to correct it, or to have a message you sent deleted before the automatic deletion date.",
      ],
      points: [
        [
          "How to ask: write to ",
          { text: firm.email, href: privacyEmail },
          ` (subject "Privacy request"), or by mail to ${firm.name}, ${fullAddress}. You can also call `,
          { text: firm.phone.display, href: telHref(firm.phone) },
          " and we will write the request down with you.",
        ],
        "What to include: your name, how to reach you, and enough to find your information (for example the date you used the contact form and the e-mail address you gave). You do not need to explain why you are asking.",
        "Identity: before we disclose anything, we may ask you to confirm that the information is yours, so that we never give it to someone else.",
        `When we answer: ${factText("pipeda-access-response-time")} of receiving your request, as the Personal Information Protection and Electronic Documents Act (PIPEDA) requires. If we need more time, which PIPEDA allows only in limited cases, we will tell you within those 30 days, why, and by when we will answer. There is no charge.`,
        "If we refuse any part of a request (for example because information is in a client file we must keep, or would reveal someone else's personal information), we will tell you in writing which part, why, and that you may complain to the Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      id: "questions-and-complaints",
      title: "Questions and complaints",
      paragraphs: [
        [
          "If you have a question or concern about how we handle your information, please contact us first at ",
          { text: firm.email, href: privacyEmail },
          " or ",
          { text: firm.phone.display, href: telHref(firm.phone) },
          ". If we cannot resolve it, you may complain to the ",
          { text: "Office of the Privacy Commissioner of Canada", href: "https://www.priv.gc.ca/" },
          ".",
        ],
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        [
          "If we change how the website handles personal information, we will update this policy and its effective date before the change takes effect. This policy took effect on June 1, 2025. See also our ",
          { text: "Terms and Conditions", href: "/terms" },
          ".",
        ],
      ],
    },
  ],
};
