/**
 * The Family Law FAQ: twelve numbered question cards. Court fees and Legal Aid's advice line come
 * from the facts register (docs/FACTS.md).
 */
import { changedOn, earlierText, factText } from "../facts";
import type { FaqGroup } from "../types";

export const familyLawFaq: FaqGroup = {
  path: "/knowledge/family-law",
  sectionId: "",
  title: "Family law",
  items: [
    {
      id: "uncontested-divorce",
      question: "What is an uncontested divorce?",
      answer: [
        "An uncontested divorce is one where the court is asked only for the divorce itself, and your spouse does not oppose it. Issues such as parenting, support and property are either already settled (often in a separation agreement) or not being raised. Because there is nothing to argue about, a judge usually grants the divorce on paper, without either of you going to court.",
        "To divorce in Canada you must show that your marriage has broken down. Almost everyone relies on having lived separate and apart for at least one year. At least one of you must have lived in Ontario for at least one year before the application is started.",
      ],
    },
    {
      id: "form-8a-application",
      question: "How do I apply for a divorce using Form 8A?",
      answer: [
        "Form 8A: Application (Divorce) is the Ontario court form used to ask the Superior Court of Justice for a divorce only. You can file it alone (a simple application, which must then be served on your spouse) or together with your spouse (a joint application, which needs no service).",
        "You file it online or at the courthouse, with your marriage certificate. After service and the response period, you file an affidavit for divorce (Form 36) and a draft divorce order, and the application is placed before a judge.",
      ],
      points: [
        "Use your government-issued marriage certificate, or a certified translation if it is not in English or French.",
        "If you were married outside Canada, you can still divorce in Ontario if either spouse meets the one-year residence rule.",
        "Make sure your spouse's address for service is current: a simple application cannot go ahead until service is proved.",
      ],
    },
    {
      id: "separation-agreement",
      question: "What is a separation agreement?",
      answer: [
        "A separation agreement is a written contract between spouses (married or common-law) who have separated, setting out how they will deal with their children, support and property. Under Ontario's Family Law Act it must be in writing, signed by both of you and witnessed to be enforceable.",
        'You do not need a court order to separate in Ontario, and there is no such thing as a "legal separation" filing. A well-drafted agreement gives you the certainty a court order would, without going to court, and it can be filed with the court later so support terms can be enforced.',
      ],
    },
    {
      id: "separation-agreement-contents",
      question: "What should a separation agreement include?",
      answer: [
        "Every family is different, but a complete agreement usually covers the following. Leaving an issue out can mean fighting about it later, so deal with everything that applies to you.",
      ],
      points: [
        "Parenting: decision-making responsibility and a parenting-time schedule, including holidays and travel.",
        "Child support under the Federal Child Support Guidelines, plus special expenses such as child care and activities.",
        "Spousal support, or a clear release of it.",
        "Equalization of net family property, and what happens to the matrimonial home.",
        "Debts, pensions, RRSPs, life insurance and health benefits.",
        "What happens if circumstances change, and how disputes will be resolved (mediation or arbitration).",
      ],
    },
    {
      id: "do-i-need-a-lawyer",
      question: "Do I need a lawyer for a divorce or separation agreement?",
      answer: [
        "You are not required to have a lawyer, and many people file an uncontested divorce themselves. But a separation agreement is a binding contract, and a court can set one aside if a spouse did not understand it or did not get full financial disclosure. Each spouse getting independent legal advice (from different lawyers) is the best protection that the agreement will stand.",
        `A lawyer can also spot issues you may not have considered, such as pension division, the matrimonial home or the tax effect of support. Legal Aid Ontario offers free summary legal advice (${factText("legal-aid-summary-advice")}) if you cannot afford a lawyer.`,
      ],
    },
    {
      id: "divorce-costs",
      question: "How much does an uncontested divorce cost in Ontario?",
      answer: [
        `There are two parts: court fees and legal fees. Court fees are set by regulation. They were about ${earlierText("divorce-court-fees-total")} in total (filing ${earlierText("divorce-filing-fee")}, finalization ${earlierText("divorce-listing-fee")}) until ${changedOn("divorce-court-fees-total")}; today they total ${factText("divorce-court-fees-total")}: ${factText("divorce-filing-fee")} when you file (the provincial $214 plus the federal $10 divorce registry fee) and ${factText("divorce-listing-fee")} when the application is placed before a judge. People with low incomes can ask for a fee waiver.`,
        "Legal fees for a straightforward uncontested divorce are commonly $1,500-$3,000. Our fixed fee is set out on our Family Law Services page. HST applies to legal fees but not to court fees.",
      ],
    },
    {
      id: "divorce-timeline",
      question: "How long does an uncontested divorce take?",
      answer: [
        "Most uncontested divorces in Ontario take 4-6 months from filing to the divorce order, depending on the court's workload. In a simple (one-spouse) application, your spouse has a 30-day waiting period after being served to respond (60 days if served outside Canada and the United States) before you can ask for the divorce.",
        "Once the judge signs the order, the divorce takes effect 31 days later, which allows time for an appeal. You can then order a Certificate of Divorce, which you need before you remarry.",
      ],
    },
    {
      id: "amending-agreements",
      question: "Can a separation agreement be changed later?",
      answer: [
        "Yes. You and your former spouse can change an agreement at any time by signing a written amending agreement, with the same formalities as the original. It is wise for each of you to get legal advice again.",
        "If you cannot agree, a court can change child support when circumstances change, and will not enforce child support terms that are unreasonably low. Spousal support and property terms are harder to change: a court will usually respect them unless there was a material change the agreement did not anticipate, a failure to disclose, or unfairness in how it was made.",
      ],
    },
    {
      id: "children",
      question: "How are decisions about children made after separation?",
      answer: [
        "Ontario law now speaks of decision-making responsibility (formerly custody) and parenting time (formerly access). Every decision must be in the child's best interests, and the child's physical, emotional and psychological safety comes first.",
        "Parents can agree on a parenting plan in a separation agreement; if they cannot, a court will decide. Child support belongs to the child and is calculated under the Federal Child Support Guidelines based on the paying parent's income and the parenting arrangement. You cannot waive child support in an agreement.",
      ],
    },
    {
      id: "financial-disclosure",
      question: "What financial disclosure is required?",
      answer: [
        "Each spouse must give complete, honest financial disclosure before a separation agreement is signed or a court decides support or property. In court this is done on a sworn financial statement (Form 13 or 13.1). Hiding income or assets is one of the most common reasons an agreement is later set aside.",
      ],
      points: [
        "Income tax returns and notices of assessment for the last three years.",
        "Recent pay stubs, or business financial statements if you are self-employed.",
        "Statements for bank accounts, investments, RRSPs, TFSAs and pensions, at the date of marriage and the date of separation.",
        "Property valuations, mortgage statements, and statements for all debts.",
      ],
    },
    {
      id: "spousal-support",
      question: "Will I have to pay or receive spousal support?",
      answer: [
        "Spousal support is not automatic. It depends on entitlement (for example, one spouse gave up career opportunities to care for the family, or is in financial need after the relationship ends), and then on amount and duration. Married spouses and common-law partners who lived together for at least three years, or had a child together and were in a relationship of some permanence, can claim support in Ontario.",
        "Lawyers and courts use the Spousal Support Advisory Guidelines to estimate a range, based on both incomes, the length of the relationship and whether there are children. Support can be paid monthly or, in some cases, as a lump sum.",
      ],
    },
    {
      id: "health-benefits",
      question: "What happens to health and other benefits after separation?",
      answer: [
        "Many workplace plans let you keep a separated spouse on your health and dental coverage until divorce, but coverage usually ends once the divorce is granted. A separation agreement can require a spouse to keep children (and sometimes the other spouse) on their benefits, and to maintain life insurance to secure support payments.",
        "Government benefits change too. Tell the Canada Revenue Agency about your change in marital status so the Canada Child Benefit and GST/HST credit are recalculated, and update your beneficiary designations on insurance, RRSPs, TFSAs and pensions.",
      ],
    },
  ],
};
