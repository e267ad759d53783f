/**
 * "Out of status in Canada" (docs/PRODUCT-RULES.md#content-and-compliance): five reasons, six risk factors, seven solutions,
 * four immediate action steps, two client stories. General information about Canadian
 * immigration law (Immigration and Refugee Protection Act "IRPA" and its Regulations "IRPR"),
 * reviewed November 2025. Figures: 90 days; 12-24, 18-36 and 12-18 months.
 */
import type { ActionStep, Reason, RiskFactor, Solution, SuccessStory, TocEntry } from "./types";

/** Restoration of status must be applied for within 90 days of losing status (IRPR s.182). */
export const RESTORATION_WINDOW_DAYS = 90;

export const urgentBanner = {
  title: "If you have a removal date, a CBSA interview or a deadline in a letter, act today.",
  text: "Some options close quickly: restoration 90 days after status is lost, a Pre-Removal Risk Assessment 15 days after CBSA's notice, a Federal Court application 15 days after a decision. Call us before the date passes, and do not ignore a letter or a call-in notice from the Canada Border Services Agency.",
};

export const crisisIntro: readonly string[] = [
  "Every temporary resident of Canada, whether a visitor, a student or a worker, is allowed to stay for a set period and on set conditions. When that period ends without a valid extension, or a condition is broken, the person loses their temporary resident status. People in that position are often described as out of status, undocumented or overstaying.",
  "Being out of status is not a crime, and it does not mean you will be removed tomorrow. It does mean that you are no longer authorized to stay, work or study in Canada, that the Canada Border Services Agency (CBSA) can begin removal proceedings, and that several of the best options have strict deadlines that keep running whether or not you know about them.",
  "The most important thing to understand is that your options narrow over time. Someone who acts in the first weeks may be able to restore their status with a single application. Someone who waits a year may need a far longer, discretionary application, and someone who is found by CBSA first may have only days to ask for a risk assessment.",
];

export const maintainedStatusNote =
  "If you applied to extend your status before it expired, you are probably on maintained status (formerly called implied status): you may stay, on the same conditions, until IRCC decides. Maintained status ends on the day a refusal is made, and the 90-day restoration window starts then.";

export const commonReasons: readonly Reason[] = [
  {
    id: "expired-temporary-visa",
    title: "Expired temporary visa or permit",
    description:
      "A visitor record, study permit or work permit expired and no extension was applied for in time. This is the most common cause, and often an honest mistake: people confuse the visa counterfoil in their passport with their permit, or assume a pending application elsewhere protects them.",
  },
  {
    id: "pending-pr-application",
    title: "Waiting on a permanent residence application",
    description:
      "A pending application for permanent residence does not, on its own, give you the right to stay. People waiting on Express Entry, a provincial nomination or a sponsorship can lose their temporary status while they wait if they do not renew it or obtain a bridging work permit.",
  },
  {
    id: "failed-refugee-claim",
    title: "A refugee claim that was refused",
    description:
      "When a refugee claim is refused and any appeal to the Refugee Appeal Division or application to the Federal Court is over, the conditional removal order issued when the claim was made becomes enforceable and the person must leave Canada.",
  },
  {
    id: "overstaying-authorization",
    title: "Overstaying or breaking the conditions of entry",
    description:
      "A visitor who stays past the date stamped in the passport or the default six months, or a temporary resident who works or studies without authorization, loses status under the Act even if a document in hand has not yet expired.",
  },
  {
    id: "failed-to-renew",
    title: "A renewal that failed",
    description:
      "An extension was applied for late, returned as incomplete, or refused. A refusal ends maintained status immediately, and many people do not see the letter in their online account until weeks later.",
  },
];

export const riskFactors: readonly RiskFactor[] = [
  {
    factor: "Removal from Canada",
    impact: "High",
    description:
      "CBSA may write a report and issue a removal order. A departure order must be complied with within 30 days of becoming enforceable, or it becomes a deportation order.",
  },
  {
    factor: "Barriers to returning",
    impact: "High",
    description:
      "Someone removed on a deportation order needs written permission (an Authorization to Return to Canada) to ever come back; an exclusion order bars return for one year, or five years for misrepresentation.",
  },
  {
    factor: "Losing the right to work or study",
    impact: "High",
    description:
      "Without status you cannot lawfully work or study. Working anyway is a further breach that can be held against you in later applications, and it exposes you to exploitation by employers who know you cannot complain.",
  },
  {
    factor: "Options closing with time",
    impact: "High",
    description:
      "Restoration is only available for 90 days after status is lost, a Pre-Removal Risk Assessment has a 15-day deadline, and Federal Court reviews of decisions made in Canada must be started within 15 days.",
  },
  {
    factor: "Health coverage and services",
    impact: "Medium",
    description:
      "OHIP eligibility depends on immigration status, so people out of status usually lose provincial health coverage. Community health centres and some clinics serve uninsured patients.",
  },
  {
    factor: "Fraud and bad advice",
    impact: "Medium",
    description:
      "People in a hurry are targets for unlicensed 'consultants'. Only members of a Canadian law society, Quebec notaries and licensed immigration consultants may charge for immigration advice.",
  },
];

export const solutions: readonly Solution[] = [
  {
    number: 1,
    id: "restoration-of-status",
    title: "Restoration of status",
    urgency: "Immediate",
    timeline: "Apply within 90 days of losing status",
    description:
      "If you were a visitor, student or worker and lost your status less than 90 days ago, you can apply to have it restored under section 182 of the Immigration and Refugee Protection Regulations.",
    details: [
      "Restoration is the simplest way back into status, but it is only available for 90 days after the day status was lost. For most people that is the day their document expired, or the day an extension was refused. After day 90 it is gone for good, however strong the reason for the delay.",
      "You apply online to IRCC for restoration together with the permit or visitor record you need, paying both the restoration fee and the fee for the document. You may generally remain in Canada while IRCC decides, but you may not work or study until your status is restored.",
    ],
    requirements: [
      "Fewer than 90 days have passed since you lost your temporary resident status",
      "You still meet the requirements you first entered under, and the requirements of the permit you now ask for",
      "You lost status only by overstaying or by breaching certain conditions, such as unauthorized work or study",
      "You have not otherwise breached your conditions, and are not inadmissible",
    ],
    pros: [
      "A single online application, usually decided faster than any permanent residence route",
      "You may remain in Canada while it is processed",
      "Returns you to the same position as someone who never lost status",
    ],
    cons: [
      "The 90-day limit is strict and cannot be extended",
      "No work or study is allowed until restoration is approved",
      "A refusal leaves you without status and with fewer options, so the application must be complete and well explained",
    ],
  },
  {
    number: 2,
    id: "temporary-resident-permit",
    title: "Temporary Resident Permit",
    urgency: "High",
    timeline: "Several months; varies by case",
    description:
      "A Temporary Resident Permit (TRP) under section 24 of the Act lets an officer allow someone to stay in Canada although they are inadmissible or do not meet the Act's requirements, when the circumstances justify it.",
    details: [
      "A TRP is often the route for people past the 90-day restoration window who have a compelling, time-limited reason to remain, or whose case does not fit restoration. The officer weighs your need to be in Canada against any risk to Canadians.",
      "It is discretionary and issued for a set period, which may be extended. Holders of a TRP for several continuous years may in some cases become eligible for permanent residence under the permit holder class.",
    ],
    requirements: [
      "A compelling reason that you need to be in Canada",
      "An explanation of how you came to be out of status or inadmissible",
      "Evidence that your presence poses no risk to health, safety or security",
      "The application fee and, usually, the permit you need alongside it",
    ],
    pros: [
      "Available after the restoration window has closed",
      "Can be combined with a work or study permit in the right case",
      "May, over time, lead to permanent residence for some permit holders",
    ],
    cons: [
      "Entirely discretionary, with no right of appeal",
      "Temporary: it must be renewed and can be cancelled",
      "A weak application can draw attention to your situation without solving it",
    ],
  },
  {
    number: 3,
    id: "permanent-residence",
    title: "Permanent residence, including spousal sponsorship",
    urgency: "Medium",
    timeline: "12-24 months",
    description:
      "Some people out of status can apply to become permanent residents from inside Canada, most often as the spouse or common-law partner of a Canadian citizen or permanent resident.",
    details: [
      "The Spouse or Common-law Partner in Canada class normally requires the sponsored person to hold temporary resident status. A long-standing IRCC public policy waives that requirement for spouses and common-law partners who are out of status because they overstayed or worked or studied without authorization, so the application can proceed.",
      "The relationship must be genuine and not entered into mainly to gain immigration status, and the sponsor must meet the sponsorship requirements. The public policy does not overcome other inadmissibility such as serious criminality, and applying does not by itself stop removal if you already have an enforceable removal order. Economic programs such as Express Entry are harder once status is lost: Canadian work experience counts only if it was authorized, and you can still be removed while you wait.",
    ],
    requirements: [
      "A genuine marriage or common-law relationship (12 months of living together) with a citizen or permanent resident",
      "A sponsor who is eligible and signs an undertaking to support you",
      "Passports, identity and civil documents, police certificates and an immigration medical exam",
      "No inadmissibility beyond the overstay or unauthorized work or study",
    ],
    pros: [
      "Leads to permanent status, not another temporary permit",
      "You can apply and wait in Canada with your partner",
      "Some applicants may qualify for an open work permit while they wait",
    ],
    cons: [
      "Does not in itself prevent removal if a removal order is already enforceable",
      "Relationships are examined closely, often with an interview",
      "Processing takes many months; IRCC's posted times change often",
    ],
  },
  {
    number: 4,
    id: "humanitarian-and-compassionate",
    title: "Humanitarian and compassionate application",
    urgency: "Medium",
    timeline: "18-36 months",
    description:
      "Under section 25 of the Act, IRCC can grant permanent residence, or waive a requirement, on humanitarian and compassionate (H&C) grounds when refusing would cause unusual, undeserved or disproportionate hardship.",
    details: [
      "Officers look at your establishment in Canada (work history, community ties, years here), the best interests of any child directly affected, your family ties, your health, and the conditions you would face in your country of citizenship. It is not a second refugee claim: risk of persecution is assessed elsewhere, though the hardship behind it counts.",
      "You generally cannot apply within 12 months of a negative refugee decision, unless a child's best interests or a life-threatening medical need are at stake, and only one H&C application may be open at a time. A pending H&C application does not stop removal; a separate request to CBSA or the Federal Court is needed if removal is scheduled.",
    ],
    requirements: [
      "A detailed written explanation of why you should be allowed to stay",
      "Evidence of establishment: employment, taxes, volunteering, letters of support",
      "Evidence about children, family in Canada and conditions in your home country",
      "Identity documents and the processing fees",
    ],
    pros: [
      "Open to people whose situation fits no other category",
      "Considers your whole life in Canada, including your children",
      "Leads to permanent residence if approved",
    ],
    cons: [
      "The slowest route, and entirely discretionary",
      "Does not protect you from removal while it is pending",
      "Needs substantial evidence, gathered over time",
    ],
  },
  {
    number: 5,
    id: "refugee-claim",
    title: "Refugee claim",
    urgency: "High",
    timeline: "12-18 months",
    description:
      "If you fear persecution, torture, a risk to your life or cruel and unusual treatment in your country of citizenship, you may be able to claim refugee protection from inside Canada.",
    details: [
      "A claim is made online through IRCC or in person at a port of entry, and eligible claims are referred to the Refugee Protection Division of the Immigration and Refugee Board for a hearing. Eligible claimants may apply for a work permit and receive health coverage under the Interim Federal Health Program while they wait.",
      "Not every claim can be heard. Claims are ineligible if you have claimed refugee protection in Canada before, are already protected by another country you can return to, came from the United States at a land border (Safe Third Country Agreement, subject to exceptions), have made a claim in the United States, the United Kingdom, Australia or New Zealand, or are inadmissible on serious grounds. Parliament has also considered new limits (Bill C-12, introduced in October 2025), including for claims made more than one year after arrival; check the rules in force on the day you claim. A claim must be based on a genuine fear: a claim made only to gain time can harm your credibility and future applications.",
    ],
    requirements: [
      "A well-founded fear of persecution on a Convention ground, or a personal risk of torture, death or cruel and unusual treatment",
      "Eligibility to have the claim referred to the Immigration and Refugee Board",
      "A Basis of Claim form setting out your story, with identity and supporting documents",
      "Honest, consistent testimony at the hearing",
    ],
    pros: [
      "Protection from removal to the country you fear while the claim is pending",
      "Eligibility to apply for a work permit and interim health coverage",
      "Successful claimants may apply for permanent residence as protected persons",
    ],
    cons: [
      "Only for genuine risk: it is not a general way to stay",
      "A refused claim leads to an enforceable removal order and bars an H&C application for 12 months",
      "Board wait times have grown and many claims now take longer than 18 months",
    ],
  },
  {
    number: 6,
    id: "pre-removal-risk-assessment",
    title: "Pre-Removal Risk Assessment",
    urgency: "Immediate",
    timeline: "15 days to apply once CBSA offers it",
    description:
      "Before most people are removed, CBSA notifies them that they may apply for a Pre-Removal Risk Assessment (PRRA): a review of whether removal would expose them to persecution, torture or a risk to life.",
    details: [
      "You cannot choose when to apply: CBSA tells you when you are eligible. From that notice you have 15 days to apply, and 15 more days to file written submissions and evidence. Removal is generally stayed while a timely application is decided.",
      "If you had a refugee claim decided in the last 12 months, you are usually barred from a PRRA unless an exception applies. A PRRA focuses on new risk, or evidence that was not reasonably available before, so preparing it well in a few days takes experienced help.",
    ],
    requirements: [
      "A written PRRA notification from CBSA",
      "An application filed within 15 days of the notification",
      "New evidence of risk in your country of citizenship",
      "No PRRA bar (for example a refugee decision in the last 12 months)",
    ],
    pros: [
      "Removal is usually paused while a timely application is decided",
      "Considers risks that arose or came to light after earlier decisions",
      "A positive decision can lead to protected person status",
    ],
    cons: [
      "Very short deadlines",
      "Most applications are refused; success turns on strong new evidence",
      "Only available when CBSA offers it",
    ],
  },
  {
    number: 7,
    id: "leaving-and-returning-lawfully",
    title: "Leaving Canada and returning lawfully",
    urgency: "Variable",
    timeline: "Plan it before you leave",
    description:
      "For some people the best long-term plan is to leave Canada in an orderly way and apply to return on a proper visa or permit, rather than remain without status.",
    details: [
      "If you have no removal order, leaving on your own generally avoids a removal order on your record, though your overstay may be considered when you next apply for a visa. If you already have a departure order, leaving within its deadline and confirming your departure with CBSA keeps it from becoming a deportation order.",
      "The order of steps matters. Leaving can end pending applications that depend on your being in Canada, and leaving the wrong way can create a bar to returning. Get advice first, and keep proof of the date you left.",
    ],
    requirements: [
      "A valid passport and a way to leave",
      "If you have a removal order, confirmation of departure with CBSA",
      "A realistic plan for returning: a job offer, studies, sponsorship or a visitor visa",
    ],
    pros: [
      "Avoids or limits a removal order and its bar to returning",
      "Lets you apply to return without the risk of enforcement",
      "Often the most honest route to a clean immigration record",
    ],
    cons: [
      "Separation from family and work in Canada, possibly for a long time",
      "A future visa is never guaranteed",
      "Leaving may end applications that require you to be in Canada",
    ],
  },
];

export const immediateActions: readonly ActionStep[] = [
  {
    title: "Find the exact date your status ended",
    description:
      "Check your permits, the stamp in your passport, your visitor record and your IRCC online account for any refusal letter. Count the days since: if it is fewer than 90, restoration may still be open.",
    icon: "calendar",
  },
  {
    title: "Gather your documents",
    description:
      "Passport, every permit and visa you have held, IRCC and CBSA letters, marriage or relationship documents, proof of work and school, and anything about your children. Copies are fine for a first consultation.",
    icon: "document",
  },
  {
    title: "Get advice from an authorized representative",
    description:
      "Speak to a lawyer or a licensed immigration consultant before you file anything or leave Canada. Check that the person is licensed with a Canadian law society or the College of Immigration and Citizenship Consultants.",
    icon: "scale",
  },
  {
    title: "Stay in contact and stay lawful",
    description:
      "Do not ignore mail or call-in notices from CBSA, keep your address up to date with IRCC and CBSA, and do not work or study without authorization while your options are assessed.",
    icon: "shield",
  },
];

export const successStories: readonly SuccessStory[] = [
  {
    id: "student-restored",
    title: "A graduate restored within the 90-day window",
    client: "A recent college graduate in Mississauga",
    situation:
      "Her study permit expired while she waited for her final marks, and she did not apply for a post-graduation work permit in time. She came to us 61 days after her status ended.",
    outcome:
      "We applied for restoration together with a post-graduation work permit, with an explanation of the delay and proof of her studies. Her status was restored and the work permit issued, and she now works in her field.",
    solutionId: "restoration-of-status",
  },
  {
    id: "spouse-permanent-residence",
    title: "A spouse out of status for four years, now a permanent resident",
    client: "A husband and wife in Brampton",
    situation:
      "He came as a visitor, stayed after his visitor record expired, and married a Canadian citizen. He feared that applying would lead to his removal.",
    outcome:
      "We prepared an in-Canada spousal sponsorship under the public policy for out-of-status spouses, with thorough evidence of their relationship. He became a permanent resident about 20 months after the application was filed.",
    solutionId: "permanent-residence",
  },
];

export const storiesNote =
  "Shared with our clients' permission; names and identifying details are left out to protect their privacy. Past results do not guarantee future outcomes: every immigration matter turns on its own facts and on decisions made by IRCC, CBSA and the courts.";

/** The closing promises, stated only as the firm can keep them. */
export const closingAssurances: readonly {
  title: string;
  text: string;
  icon: "lock" | "handshake" | "clock";
}[] = [
  {
    title: "Confidential",
    text: "What you tell us is kept confidential under our professional obligations, including in a first consultation. We do not contact IRCC or CBSA about you without your instructions.",
    icon: "lock",
  },
  {
    title: "No obligation",
    text: "Your first 15-minute consultation is free, and you are not committed to hiring us.",
    icon: "handshake",
  },
  {
    title: "A quick reply",
    text: "We aim to respond to urgent status inquiries the same business day; messages sent after hours are answered the next business day.",
    icon: "clock",
  },
];

export const outOfStatusToc: readonly TocEntry[] = [
  { id: "understanding-the-crisis", label: "Understanding the crisis" },
  { id: "common-reasons", label: "Five common reasons" },
  { id: "risk-factors", label: "Six risk factors" },
  { id: "solutions", label: "Seven possible solutions" },
  { id: "immediate-actions", label: "What to do right now" },
  { id: "success-stories", label: "Client stories" },
  { id: "get-help-now", label: "Get help now" },
];
