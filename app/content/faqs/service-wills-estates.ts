import { effectiveOn, factText } from "../facts";
import { willsTerms } from "../services/wills-estates";
import type { FaqGroup } from "../types";

/** Wills and Estates: the seven-question FAQ on /services/wills-estates. */
export const serviceWillsEstatesFaq: FaqGroup = {
  path: "/services/wills-estates",
  sectionId: "wills-faq",
  title: "Wills and estates: common questions",
  items: [
    {
      id: "need-a-lawyer-for-a-will",
      question: "Do I need a lawyer to make a will in Ontario?",
      answer: [
        "No law requires it. Ontario accepts a will written entirely in your own handwriting and signed by you, and a typed will signed in front of two witnesses. But home-made wills often fail for simple reasons: the wrong witnesses, unclear gifts, no backup executor, or no plan for young children.",
        "A lawyer makes sure the will is valid, says what you mean, and works with your other assets, such as jointly owned property and beneficiary designations.",
      ],
    },
    {
      id: "how-long-does-a-will-take",
      question: "How long does it take to prepare a will?",
      answer: [
        `Most wills and powers of attorney are ready to sign ${willsTerms.turnaround} after our planning meeting. The timing depends mainly on how quickly we receive your questionnaire and your comments on the drafts.`,
        "If you need your documents sooner, for example before surgery or travel, tell us and we will arrange an urgent signing where we can.",
      ],
    },
    {
      id: "remote-signing",
      question: "Can I sign my will without coming to the office?",
      answer: [
        "Yes. Ontario permanently allows wills and powers of attorney to be witnessed remotely by video, as long as one of the two witnesses is a licensee of the Law Society of Ontario. We arrange the call, guide you through the signing and make sure the signed pages come together correctly.",
      ],
      note: "You will need a computer or tablet with a camera, your identification, and a printed copy of the documents we send you.",
    },
    {
      id: "no-will",
      question: "What happens if I die without a will?",
      answer: [
        `Your estate is divided under the rules of Ontario's Succession Law Reform Act, not according to your wishes. A married spouse receives the first ${factText("intestacy-preferential-share")} (the preferential share) and part of the rest; the remainder goes to your children or other relatives in a fixed order.`,
        "Someone must also apply to the court to be appointed to administer the estate, which takes longer and can cost more.",
      ],
      note: "A common-law partner does not inherit anything under these rules. If you are not married, a will is the only way to be sure your partner is provided for.",
    },
    {
      id: "powers-of-attorney",
      question: "Why do I need powers of attorney as well as a will?",
      answer: [
        "A will only takes effect when you die. A power of attorney for property lets someone you trust manage your finances if you cannot, and a power of attorney for personal care lets them make health-care decisions for you.",
        "Without them, your family may have to apply to the court or to the Office of the Public Guardian and Trustee before they can act for you.",
      ],
    },
    {
      id: "dual-wills",
      question: "What is a dual will, and would it help me?",
      answer: [
        `Ontario charges Estate Administration Tax on the value of assets that go through probate: nothing on ${factText("estate-administration-tax-exemption")}, then ${factText("estate-administration-tax-rate")} (1.5%) above that. A dual will separates assets that need probate, such as bank accounts and real estate, from those that usually do not, such as shares of a private company.`,
        "Only the primary will goes through probate, so the tax is calculated on a smaller amount. Dual wills are most useful for business owners.",
      ],
    },
    {
      id: "when-to-update",
      question: "When should I update my will?",
      answer: [
        "Review your will every few years and after any major change: marriage, separation or divorce, a new child or grandchild, a move to another province or country, a new business, or the death of an executor or beneficiary.",
      ],
      note: `Since ${effectiveOn("marriage-no-longer-revokes-will")}, marriage no longer cancels an existing Ontario will, and a separated spouse may lose their rights under your will. These changes can produce results you did not intend, so check your will after any change in your relationship.`,
    },
  ],
};
