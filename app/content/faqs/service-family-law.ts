import type { FaqGroup } from "../types";

/** Family Law: the four-question FAQ on /services/family-law. */
export const serviceFamilyLawFaq: FaqGroup = {
  path: "/services/family-law",
  sectionId: "family-law-faq",
  title: "Family law: common questions",
  items: [
    {
      id: "qualify-uncontested-divorce",
      question: "Do I qualify for an uncontested divorce in Ontario?",
      answer: [
        "Usually, if you and your spouse have lived separate and apart for at least one year, agree that the marriage is over, and have either settled or have no outstanding issues about children, support and property. At least one of you must have lived in Ontario for at least one year before the application is filed.",
        "You can apply jointly with your spouse, or on your own with a simple application that is served on your spouse, who then does not respond.",
      ],
    },
    {
      id: "divorce-fee-includes",
      question: "What does your uncontested divorce fee include?",
      answer: [
        "Our fixed fee covers preparing your application, affidavit and draft order, filing them with the court, and reporting to you when the divorce order is granted. 13% HST is added to our fee.",
        "The court's own fees are paid to the court in addition, as are the costs of serving your spouse if a process server is needed.",
      ],
    },
    {
      id: "foreign-divorce-recognized",
      question: "Will my divorce from another country be recognized in Canada?",
      answer: [
        "Generally yes, if either spouse had lived in that country for at least one year before the divorce proceedings began (section 22 of the Divorce Act). Other divorces may be recognized if there was a real and substantial connection to the country that granted it.",
        "If you want to remarry in Ontario after a divorce granted outside Canada, the province requires a legal opinion letter from an Ontario lawyer before it will authorize a marriage licence. We prepare these letters.",
      ],
    },
    {
      id: "contested-matters",
      question: "What if my spouse and I do not agree?",
      answer: [
        "We do not handle contested divorces or other contested family litigation. If you and your spouse disagree about parenting, support or property, we will refer you to family lawyers who take those cases, and we can suggest mediation services that may help you reach an agreement.",
        "Once you have settled your issues, we can prepare your separation agreement or your uncontested divorce.",
      ],
    },
  ],
};
