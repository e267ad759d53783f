/**
 * The FAQ section of the Wills and Estates service page (SPEC §2: a seven-question FAQ).
 * Minimal version written for the /faq hub; the services page owns this content.
 */
import type { FaqGroup } from "../types";

export const serviceWillsEstatesFaq: FaqGroup = {
  path: "/services/wills-estates",
  sectionId: "faq",
  title: "Wills and estates services",
  items: [
    {
      id: "how-long-does-a-will-take",
      question: "How long does it take to prepare a will?",
      answer: [
        "Most wills are ready to sign in 1 to 2 weeks after we receive your completed instructions. Urgent wills can be prepared in less than 7 days.",
      ],
    },
    {
      id: "can-i-sign-remotely",
      question: "Can I sign my will without coming to the office?",
      answer: [
        "Yes. Ontario allows wills and powers of attorney to be witnessed by video when one witness is a lawyer or paralegal licensed in Ontario. We offer remote witnessing, so you can sign from home.",
      ],
    },
    {
      id: "what-do-i-need-to-bring",
      question: "What information do I need to give you?",
      answer: [
        "Your family details, a list of your main assets and debts, who you want as your estate trustee and as guardian of any minor children, and how you want your estate divided. We send you a questionnaire to make this easy.",
      ],
    },
    {
      id: "do-i-need-powers-of-attorney",
      question: "Do I also need powers of attorney?",
      answer: [
        "We recommend them. A continuing power of attorney for property and a power of attorney for personal care name people to act for you if you cannot, during your lifetime. A will only takes effect on death.",
      ],
    },
    {
      id: "what-is-a-dual-will",
      question: "What is a dual will?",
      answer: [
        "A dual (or multiple) will strategy uses a primary will for assets that need probate and a secondary will for assets that do not, such as shares of a private company. This can reduce Ontario estate administration tax.",
      ],
    },
    {
      id: "how-often-should-i-update",
      question: "How often should I update my will?",
      answer: [
        "Review it every 3-5 years and after major life events such as marriage, separation, the birth of a child or buying property.",
      ],
    },
    {
      id: "where-is-my-will-kept",
      question: "Where is my original will kept?",
      answer: [
        "You can keep the signed original in a safe place at home or in a safety deposit box, or we can store it for you. Tell your estate trustee where it is: a copy is not usually accepted for probate.",
      ],
    },
  ],
};
