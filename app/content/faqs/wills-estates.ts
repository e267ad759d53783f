/** Wills and Estates FAQ: ten numbered cards, some with a "Note:" box, with the wills figures. */
import { effectiveOn, factText } from "../facts";
import type { FaqGroup } from "../types";

export const willsEstatesFaq: FaqGroup = {
  path: "/knowledge/wills-estates",
  sectionId: "",
  title: "Wills and estates",
  items: [
    {
      id: "why-make-a-will",
      question: "Why do I need a will?",
      answer: [
        "A will lets you decide who receives your property, who manages your estate (your executor, called an estate trustee in Ontario) and who should care for your minor children. Without one, Ontario law decides for you, and your family may face delay, extra cost and a court application before anyone can deal with your assets.",
        "A will can also reduce tax and probate costs, protect a beneficiary who receives disability benefits (through a Henson trust), and hold money in trust for young or vulnerable beneficiaries until they are ready.",
      ],
    },
    {
      id: "minimum-age",
      question: "How old do I have to be to make a will?",
      answer: [
        "In Ontario you can make a will at 18. You can make one younger if you are married, are contemplating marriage (the will then takes effect only if that marriage happens), or are a member of the Canadian Forces on active service.",
        "You may read elsewhere that the minimum age is 19. That is the age of majority in several other provinces, such as British Columbia and Nova Scotia; if you own property or live outside Ontario, ask about the rules there too.",
      ],
    },
    {
      id: "without-a-will",
      question: "What happens if I die without a will in Ontario?",
      answer: [
        `Your estate is divided under Part II of the Succession Law Reform Act. If you leave a married spouse and children, your spouse receives the first ${factText("intestacy-preferential-share")} (the preferential share) and the rest is split between your spouse and your children. If you have no spouse or children, your estate passes to other relatives in a fixed order.`,
        "Someone must apply to the court to be appointed estate trustee, which usually means posting a bond and takes months.",
      ],
      note: "A common-law partner, however long you lived together, receives nothing from your estate if you die without a will. They may have to bring a court claim for support instead. If you are in a common-law relationship, a will is the only way to be sure your partner is provided for.",
    },
    {
      id: "power-of-attorney",
      question: "What is a power of attorney and do I need one?",
      answer: [
        "A power of attorney names someone you trust to act for you if you cannot. Ontario has two kinds: a continuing power of attorney for property (finances, bank accounts, real estate), which you can make at 18, and a power of attorney for personal care (health care, housing, daily living), which you can make at 16.",
        "Without them, your family may have to apply to become your guardian, or the Office of the Public Guardian and Trustee may step in. We recommend preparing both powers of attorney at the same time as your will.",
      ],
      note: "A power of attorney ends when you die. From then on, only your will (and your estate trustee) governs your property.",
    },
    {
      id: "choosing-an-executor",
      question: "How do I choose an executor (estate trustee)?",
      answer: [
        "Choose someone who is organized, trustworthy, willing to serve and, ideally, lives in Ontario: an estate trustee living outside the Commonwealth may have to post a bond. Name at least one alternate in case your first choice cannot act. You can appoint two people to act together, or a trust company for a complex estate.",
        "Talk to the people you plan to name. The job involves gathering assets, paying debts and taxes, filing final tax returns and distributing the estate, and it can take a year or more.",
      ],
    },
    {
      id: "witnessing-a-will",
      question: "How must a will be signed and witnessed?",
      answer: [
        "A typed will must be signed by you in front of two witnesses who are present at the same time and who also sign. A witness must not be a beneficiary or the spouse of a beneficiary, or that gift may be void. A will written entirely in your own handwriting and signed by you (a holograph will) is valid without witnesses, but it often leads to disputes about what you meant.",
        "Ontario permits witnessing by video (remote witnessing), provided at least one witness is a lawyer or paralegal licensed by the Law Society of Ontario. We offer remote witnessing so you can sign from home.",
      ],
      note: `Since ${effectiveOn("court-validation-of-wills")}, an Ontario court can validate a will that was not signed or witnessed properly if it is satisfied the document sets out your intentions. Do not rely on this: a court application is slow and expensive, and proper signing avoids it.`,
    },
    {
      id: "marriage-and-separation",
      question: "Does getting married or separated affect my will?",
      answer: [
        `For marriages on or after ${effectiveOn("marriage-no-longer-revokes-will")}, getting married no longer cancels an existing will in Ontario. If you marry, your old will still stands, which may not be what you want, so review it.`,
        "If you are separated (living apart for at least three years, or under a separation agreement or court order), your separated spouse is treated as if they had died before you: they lose gifts and appointments under your will, and their right to inherit if you die without a will.",
      ],
      note: "Divorce also revokes gifts to, and the appointment of, a former spouse. Update your will, powers of attorney and beneficiary designations whenever your relationship changes.",
    },
    {
      id: "probate-and-estate-tax",
      question: "What is probate and how much is estate administration tax?",
      answer: [
        "Probate is the court process that confirms the estate trustee's authority to deal with the estate. Banks and the land registry usually require it before releasing or transferring assets in the deceased's name alone.",
        `Ontario charges estate administration tax on the value of the estate going through probate: nothing on ${factText("estate-administration-tax-exemption")}, then ${factText("estate-administration-tax-rate")} above that. Jointly owned property with right of survivorship and assets with a named beneficiary (such as RRSPs and life insurance) generally pass outside the estate, and some people use a second ("dual") will to keep assets like private company shares out of probate.`,
      ],
    },
    {
      id: "cost-and-timing",
      question: "How much does a will cost and how long does it take?",
      answer: [
        "In Ontario, basic wills commonly cost $500-$1,500 and powers of attorney $300-$800, depending on how complex your family and assets are. Simple will packages (a will and both powers of attorney) are often offered at about $999. Our fixed-fee packages are listed on our Estate Planning Fees page.",
        "Most wills are ready to sign in 1 to 2 weeks after we receive your instructions. Urgent wills can be prepared faster.",
      ],
    },
    {
      id: "reviewing-your-will",
      question: "How often should I review my will?",
      answer: [
        "Review your will every 3-5 years, and straight away after a major change: marriage, separation or divorce, the birth or adoption of a child, a death in the family, buying property, starting a business or moving to another province or country.",
        "Changes are made with a codicil (a short amendment signed like a will) or, more often, a new will that revokes the old one. Never write changes on your original will.",
      ],
    },
  ],
};
