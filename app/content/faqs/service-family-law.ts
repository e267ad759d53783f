/**
 * The FAQ section of the Family Law service page (SPEC §2: a four-question FAQ).
 * Minimal version written for the /faq hub; the services page owns this content.
 */
import type { FaqGroup } from "../types";

export const serviceFamilyLawFaq: FaqGroup = {
  path: "/services/family-law",
  sectionId: "faq",
  title: "Family law services",
  items: [
    {
      id: "do-you-handle-contested-divorces",
      question: "Do you handle contested divorces?",
      answer: [
        "No. We handle uncontested divorces, separation agreements and the recognition of foreign divorces. If your divorce is contested, we will refer you to a family lawyer who handles litigation.",
      ],
    },
    {
      id: "how-long-does-a-divorce-take",
      question: "How long does an uncontested divorce take?",
      answer: [
        "Most uncontested divorces in Ontario take 4-6 months from filing, depending on the court. The divorce takes effect 31 days after the order is signed.",
      ],
    },
    {
      id: "is-my-foreign-divorce-valid",
      question: "Is my foreign divorce recognized in Ontario?",
      answer: [
        "Usually, if either spouse lived in that country for at least one year before the divorce proceeding started and the divorce was properly granted there. We can give you a written opinion letter on whether your foreign divorce is likely to be recognized.",
      ],
    },
    {
      id: "is-the-first-consultation-free",
      question: "Is the first consultation free?",
      answer: ["Yes. The initial consultation is free for Canadian family law matters."],
    },
  ],
};
