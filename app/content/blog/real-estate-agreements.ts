/**
 * "When real estate deals go wrong" (docs/PRODUCT-RULES.md#content-and-compliance).
 * General information about Ontario residential real estate, reviewed October 2025.
 */
import type { FaqItem } from "~/content/types";
import type { ArticleStep, StrategyItem, TocEntry } from "./types";

export const realEstateIntro: readonly string[] = [
  "Buying or selling a home is usually the largest contract most Ontarians ever sign, and it is often signed in a hurry: on a car bonnet after a showing, late at night in a bidding war, or on a phone screen between meetings. Most of the time the deal closes without drama. When it does not, the cause is rarely bad luck. It is usually something in the agreement, or something not done in time.",
  "We have written this guide for buyers and sellers of residential property in Ontario. It explains why deals fall apart, the five steps that prevent most of the damage, and what to do if the other side will not close.",
];

export const whyDealsFail: readonly { title: string; text: string }[] = [
  {
    title: "Financing falls through",
    text: "The lender appraises the home below the price, the buyer's income or credit changes, or a pre-approval turns out not to cover this particular property. A buyer who signed a firm offer still has to close.",
  },
  {
    title: "Surprises in the property",
    text: "An inspection finds a failing foundation or knob-and-tube wiring, or a condominium status certificate reveals a special assessment, a thin reserve fund or a lawsuit against the corporation.",
  },
  {
    title: "Problems on title",
    text: "A searched title shows an old mortgage never discharged, a construction lien, a work order from the city, an open building permit or a rental water heater registered against the property.",
  },
  {
    title: "Someone changes their mind",
    text: "A buyer sees prices fall after signing, or a seller receives a better offer. Neither is a legal reason to walk away from a binding agreement, but it happens, and the other side needs to know its rights.",
  },
  {
    title: "Closing-day failures",
    text: "Mortgage funds arrive late, documents are not signed, keys are not delivered or the electronic registration cannot be completed before the land registry closes for the day.",
  },
];

export const realEstateSteps: readonly ArticleStep[] = [
  {
    number: 1,
    id: "step-1-review-before-you-sign",
    tocLabel: "Review before you sign",
    title: "Have the agreement reviewed before you sign",
    icon: "document",
    description:
      "An accepted Agreement of Purchase and Sale is a binding contract. For resale homes in Ontario there is no cooling-off period, so the protection has to be in the agreement before you sign it.",
    details: [
      "Most resale deals in Ontario use the Ontario Real Estate Association (OREA) standard forms: Form 100 for freehold homes and Form 101 for condominium units. The printed clauses are familiar; the risk sits in the parts filled in for your deal: the price and deposit, the dates, the chattels and fixtures, the rental items, and Schedule A, where the extra clauses are typed in.",
      "Once an offer is signed, accepted and the acceptance communicated back, both sides are bound. The main statutory exception is a new condominium unit bought from a builder, which comes with a 10-day period to rescind under the Condominium Act, 1998. Resale homes have no such period.",
      "A lawyer's review takes little time when it is done before signing, and it can save a deal later. If there is no time, a short condition making the agreement subject to your lawyer's approval (often two to five business days) gives you a way out if the review finds a problem.",
    ],
    tips: [
      "Check the legal description, the closing date, the requisition date and each chattel, fixture and rental item against what you were told.",
      "Read every clause in Schedule A and ask: what happens to me if this is not done, or not done on time?",
      "If there is no time to have the agreement reviewed, add a lawyer's review condition with a firm deadline.",
    ],
  },
  {
    number: 2,
    id: "step-2-conditions-and-deadlines",
    tocLabel: "Conditions and deadlines",
    title: "Build in the conditions you need, and meet their deadlines",
    icon: "shield",
    description:
      "Conditions let a party walk away if something essential does not work out, but only if they are drafted for your situation, and used in writing before they expire.",
    details: [
      "The usual buyer's conditions are financing, a home inspection, a review of the condominium status certificate, insurance, and the sale of the buyer's current home. Sellers sometimes add a condition of their own, for example finding a new home.",
      "Read how each condition works. Many are written for the buyer's sole benefit: the buyer may waive them, and if they are neither waived nor fulfilled in writing by the deadline the agreement ends and the deposit is returned. Others are worded the opposite way, so that the deal becomes firm unless the buyer gives notice. The wording decides what silence means.",
      "Offering without conditions can win a bidding war, and it moves every risk to the buyer. If a lender values the home below the price, a firm buyer has to make up the difference from savings or walk away and face a claim.",
      "For a resale condominium, the status certificate shows the unit's common expenses, the reserve fund, any special assessment and any lawsuits against the corporation. The corporation must deliver it within 10 days of a request and payment, so order it as soon as the offer is accepted.",
    ],
    tips: [
      "Get a mortgage pre-approval before you offer, and remember it is not a promise to lend on this particular property.",
      "Put every condition deadline in your calendar, with a reminder two business days before it.",
      "Waive or fulfil a condition only in writing, on the proper form, once you actually have the answer you need.",
    ],
  },
  {
    number: 3,
    id: "step-3-protect-your-deposit",
    tocLabel: "Protect your deposit",
    title: "Protect your deposit",
    icon: "lock",
    description:
      "The deposit shows the buyer is serious. It is also the first money at stake when a deal collapses, so pay it correctly and know what can happen to it.",
    details: [
      "On a resale purchase the deposit is usually paid to the listing brokerage, which must hold it in its real estate trust account under the Trust in Real Estate Services Act, 2002. On closing it is credited to the buyer against the price.",
      "The OREA form lets the deposit be paid 'herewith' (with the offer) or 'upon acceptance', which the form defines as within 24 hours of acceptance. Paying late can itself put a buyer in breach, so arrange the funds before you make the offer.",
      "If a buyer fails to close without a legal excuse, the seller can usually keep the deposit and may also claim other losses. If the seller fails to close, the buyer can claim the deposit back along with damages.",
      "When the parties disagree about who is entitled to a deposit, the brokerage generally cannot pick a side. It releases the money on a mutual release signed by both, or on a court order.",
    ],
    tips: [
      "Pay the deposit by a traceable method such as a bank draft or wire, and keep the receipt.",
      "Never pay a deposit in cash or into an individual's personal account.",
      "Before signing a mutual release, have a lawyer read it: it may give up more than the deposit.",
    ],
  },
  {
    number: 4,
    id: "step-4-act-quickly-in-writing",
    tocLabel: "Act quickly, in writing",
    title: "Act quickly, and in writing, when something goes wrong",
    icon: "clock",
    description:
      "Real estate agreements run on deadlines. A problem found early can usually be fixed; a problem left until closing day often cannot.",
    details: [
      "The standard Ontario agreement says that time is of the essence. Courts enforce that: missing a deadline, even by a few hours, can end a deal or put the late party in breach.",
      "Title problems are raised through requisitions: written demands that the seller's lawyer correct a defect, such as a mortgage that was paid off but never discharged, a lien or a municipal work order, by the requisition date set in the agreement. Your lawyer searches title early so there is time to ask.",
      "If you need more time, for a late mortgage approval or a delayed move, the solution is an amendment signed by both sides before the original date passes. A call or a text between agents does not change the agreement.",
      "If the other side says it will not close, keep performing your own obligations and let your lawyer reply. You may later need to prove that you were ready, willing and able to close.",
    ],
    tips: [
      "Tell your lawyer the same day you learn of a problem: a lender delay, an inspection surprise or a change of plans.",
      "Ask for any extension as a written amendment, signed by both parties before the original date.",
      "Keep every notice, e-mail and amendment together in one folder; the dates will matter later.",
    ],
  },
  {
    number: 5,
    id: "step-5-know-your-remedies",
    tocLabel: "Know your remedies",
    title: "Know your remedies if the other side does not close",
    icon: "scale",
    description:
      "When a deal fails, what you do in the next few days shapes what you can recover. The party that was ready to close is in the strongest position if it can prove it.",
    details: [
      "On the closing day, the party ready to close usually has its lawyer tender: show, in writing and with the closing documents and funds in place, that it was ready, willing and able to complete.",
      "A seller whose buyer defaults must take reasonable steps to limit its losses, usually by relisting and reselling. It may then claim the difference between the agreed price and the resale price, with reasonable carrying and resale costs, giving credit for the deposit it kept.",
      "A buyer whose seller defaults may claim the deposit, the costs thrown away (inspection, appraisal, legal fees, mortgage charges) and, if prices rose, the extra cost of buying a comparable home. An order forcing the sale, called specific performance, is rare: courts reserve it for property that is truly unique.",
      "Many disputes end in a negotiated settlement, which usually costs less than a lawsuit. Settle in writing, with a lawyer, stating exactly who receives the deposit.",
      "Limitation periods apply. In Ontario most claims must be started within two years of the day the claim was discovered (Limitations Act, 2002), so do not wait to see what happens.",
    ],
    tips: [
      "Do not relist, resell or buy another property before speaking to a lawyer about tender and mitigation.",
      "Gather the agreement, every amendment and notice, the deposit receipt and your mortgage commitment.",
      "Note the date two years after the failed closing: that is the latest date to act, not the target.",
    ],
  },
];

export const buyerStrategies: readonly StrategyItem[] = [
  {
    title: "Confirm you can buy and what it will cost",
    description:
      "Get a written pre-approval and budget for land transfer tax (Ontario's, plus Toronto's for a home in the city), legal fees, title insurance and adjustments. Buyers who are not Canadian citizens or permanent residents should check the federal ban on non-Canadians buying residential property, extended to January 1, 2027, and Ontario's 25% Non-Resident Speculation Tax.",
    icon: "calendar",
  },
  {
    title: "Inspect, or know what you are giving up",
    description:
      "A home inspection condition is the simplest protection against hidden defects. If you must offer without one, book a pre-offer inspection, and read the seller's disclosures and any condominium documents before you sign.",
    icon: "shield",
  },
  {
    title: "Look beyond the listing",
    description:
      "Ask about rental equipment such as water heaters or furnaces (often registered against title), unpermitted renovations and basement units, and whether the zoning allows what you plan to do with the property.",
    icon: "document",
  },
  {
    title: "Plan your own closing carefully",
    description:
      "Choose a closing date your lender and your current landlord or sale can meet, arrange your home insurance early, and have your down payment in your account several business days before closing.",
    icon: "home",
  },
];

export const sellerStrategies: readonly StrategyItem[] = [
  {
    title: "Disclose what you know",
    description:
      "Ontario leans toward 'buyer beware', but a seller must not misrepresent the property or hide a known defect that makes it dangerous or unfit to live in. Answer questions truthfully, and be careful with optional disclosure forms: what you write becomes part of the record.",
    icon: "info",
  },
  {
    title: "Clear title before you list",
    description:
      "Ask your lawyer to search title early and request mortgage payout statements, so that old mortgages, liens, work orders, open permits or rental contracts are dealt with before a buyer raises them as requisitions.",
    icon: "check",
  },
  {
    title: "Compare offers, not only prices",
    description:
      "A slightly lower firm offer with a large deposit and a workable closing date can be safer than a higher offer full of conditions. Look at every condition, its deadline and who can waive it.",
    icon: "scale",
  },
  {
    title: "Coordinate your next move and your taxes",
    description:
      "Avoid firming up your next purchase before your sale is firm, or arrange bridge financing. Report the sale of your home on your income tax return, even when the principal residence exemption covers the whole gain.",
    icon: "calendar",
  },
];

export const realEstateQuestions: readonly FaqItem[] = [
  {
    id: "can-i-back-out-of-an-accepted-offer",
    question: "Can I back out of an accepted offer in Ontario?",
    answer: [
      "Usually not without consequences. A resale agreement can end without liability if a condition in your favour is not met and you do not waive it in time, if the other side breaches the agreement in a way that lets you end it, or if both sides sign a mutual release.",
      "Walking away for any other reason, such as a change of heart or a drop in prices, puts your deposit at risk and can lead to a claim for the seller's losses. New condominium units bought from a builder are the main exception, with a 10-day rescission period.",
    ],
  },
  {
    id: "financing-falls-through",
    question: "What happens if my mortgage financing falls through?",
    answer: [
      "It depends on whether your agreement was conditional on financing. If it was, and you did not waive the condition, the agreement normally ends on the condition date and the deposit is returned once both sides sign a release.",
      "If your agreement was firm, losing your financing is not a legal excuse for failing to close. Call your lawyer and mortgage broker at once: options include another lender, a private mortgage (which costs more), or asking the seller for a written extension.",
    ],
  },
  {
    id: "can-the-closing-date-change",
    question: "Can the closing date be changed?",
    answer: [
      "Only if both sides agree in writing. Neither the buyer nor the seller can move the closing date alone, and a promise made by phone or text between agents does not change the agreement. Ask for a signed amendment before the original date.",
    ],
  },
  {
    id: "when-to-involve-a-lawyer",
    question: "When should I involve a lawyer?",
    answer: [
      "Ideally before you sign, so the agreement protects you from the start. At the latest, send us the agreement as soon as it is accepted, and call the same day if a condition, deposit or closing deadline is at risk.",
    ],
  },
];

export const realEstateToc: readonly TocEntry[] = [
  { id: "why-deals-go-wrong", label: "Why deals go wrong" },
  ...realEstateSteps.map((s) => ({ id: s.id, label: `Step ${s.number}: ${s.tocLabel}` })),
  { id: "strategies-for-buyers", label: "Strategies for buyers" },
  { id: "strategies-for-sellers", label: "Strategies for sellers" },
  { id: "common-questions", label: "Common questions" },
  { id: "talk-to-a-lawyer", label: "Talk to a lawyer" },
];
