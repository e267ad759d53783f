/**
 * The Immigration FAQ: eleven numbered questions. Levels-plan targets, study permit funds and the
 * other immigration rules it quotes come from the facts register (docs/FACTS.md).
 */
import { changedOn, earlierText, effectiveOn, factText } from "../facts";
import type { FaqGroup } from "../types";

const crsNominationPoints = factText("crs-provincial-nomination-points");

export const immigrationFaq: FaqGroup = {
  path: "/knowledge/immigration",
  sectionId: "",
  title: "Immigration",
  items: [
    {
      id: "express-entry",
      question: "What is Express Entry and how does it work?",
      answer: [
        "Express Entry is the online system Immigration, Refugees and Citizenship Canada (IRCC) uses to manage applications for three federal economic programs: the Federal Skilled Worker Program, the Federal Skilled Trades Program and the Canadian Experience Class. You create a profile, and you are ranked against other candidates with the Comprehensive Ranking System (CRS), which awards points for age, education, language ability, skilled work experience and factors such as Canadian study or a provincial nomination.",
        `IRCC holds regular draws and invites the highest-ranked candidates, or candidates in targeted categories such as French-language ability, health care or trades, to apply for permanent residence. Once invited, you have 60 days to submit a complete application. Since ${effectiveOn("crs-job-offer-points-removed")}, a job offer no longer adds CRS points.`,
        `Canada's target for new permanent residents was ${earlierText("permanent-resident-target")}. The 2026-2028 Immigration Levels Plan, released on ${changedOn("permanent-resident-target")}, sets it at ${factText("permanent-resident-target")}, with economic programs such as Express Entry making up the largest share.`,
      ],
      points: [
        "Take an approved language test and, if you studied outside Canada, get an Educational Credential Assessment before you create a profile.",
        "Unless you are in the Canadian Experience Class or have a valid job offer, you must show settlement funds.",
        `A provincial nomination adds ${crsNominationPoints} CRS points. That usually places a candidate above recent cut-off scores, but an invitation still depends on the draws IRCC chooses to hold, so keep your profile and documents current.`,
      ],
    },
    {
      id: "study-permit",
      question: "What do I need to apply for a study permit?",
      answer: [
        "Most international students need a study permit for programs longer than six months. You need a letter of acceptance from a designated learning institution (DLI) and, for most college and university programs, a provincial or territorial attestation letter (PAL/TAL) showing you fall within your province's share of the national cap.",
        `You must also prove you can pay your first year's tuition and travel plus living costs. For applications received on or after ${changedOn("study-permit-proof-of-funds")}, the living-cost amount for a single student outside Quebec is ${factText("study-permit-proof-of-funds")}; before that date it was ${earlierText("study-permit-proof-of-funds")}. IRCC updates the amount each year, and it rises with each family member who comes with you.`,
        `Canada limits new study permits. The Immigration Levels Plan's target for new international students was ${earlierText("study-permit-target")}; the 2026-2028 plan lowers it to ${factText("study-permit-target")}. Apply early, and make sure your study plan explains clearly why the program makes sense for you.`,
      ],
    },
    {
      id: "work-permit",
      question: "How can I get a work permit in Canada?",
      answer: [
        "There are two main kinds of work permit. An employer-specific permit lets you work for one employer under set conditions; it usually needs a Labour Market Impact Assessment (LMIA) from Employment and Social Development Canada, unless the job is LMIA-exempt under the International Mobility Program (for example, under a free trade agreement or as an intra-company transferee). An open work permit lets you work for almost any employer and is available in specific situations, such as the Post-Graduation Work Permit and permits for some spouses of skilled workers and students.",
        "Eligibility for spousal open work permits and post-graduation permits has narrowed since 2024, so check the current rules for your situation before you rely on one. Never start work until you hold the right permit: working without authorization can make you inadmissible.",
      ],
    },
    {
      id: "visitor-visa",
      question: "How do I apply for a visitor visa?",
      answer: [
        "Depending on your citizenship you need either a visitor visa (temporary resident visa) or an electronic travel authorization (eTA) to visit Canada. You apply online and give biometrics (fingerprints and a photo) if asked.",
        `A visitor can usually stay ${factText("visitor-stay-limit")}; the border officer decides and may set a different date in your passport. The officer must be satisfied that you will leave at the end of your stay, so show your ties to home (work, family, property), your funds, and the purpose of your trip. A letter of invitation from family or friends in Canada helps; we can prepare and notarize one.`,
      ],
    },
    {
      id: "super-visa",
      question: "What is the Super Visa for parents and grandparents?",
      answer: [
        `The Super Visa lets parents and grandparents of Canadian citizens and permanent residents visit for ${factText("super-visa-stay")}, without renewing their status, and it is valid for up to 10 years. They can apply from inside Canada to extend a stay, for a total of up to 7 years.`,
        "The child or grandchild in Canada must sign a letter promising financial support and show household income at least at the minimum necessary income (low-income cut-off) for the family size. The visitor must buy at least one year of private medical insurance from an eligible insurer, with at least $100,000 of coverage, and complete a medical exam.",
      ],
    },
    {
      id: "provincial-nominee-program",
      question: "How does the Provincial Nominee Program work?",
      answer: [
        `Provinces and territories (other than Quebec, which runs its own system) nominate people who meet their labour market needs. In Ontario this is the Ontario Immigrant Nominee Program (OINP). Some streams are aligned with Express Entry ("enhanced" nominations, worth ${crsNominationPoints} CRS points); others are "base" streams, where you apply to IRCC for permanent residence outside Express Entry after the province nominates you.`,
        `Provincial nominations are limited by a federal allocation. The target for provincial nominee admissions was ${earlierText("provincial-nominee-target")}; the 2026-2028 Immigration Levels Plan raises it to ${factText("provincial-nominee-target")}. Each province publishes its own streams, draws and requirements, and they change often.`,
      ],
    },
    {
      id: "start-up-visa",
      question: "What is the Start-up Visa program?",
      answer: [
        "The Start-up Visa program offered permanent residence to entrepreneurs whose business was supported by a designated Canadian venture capital fund, angel investor group or business incubator, and who met language and settlement-fund requirements.",
        "IRCC stopped accepting new Start-up Visa applications after December 31, 2025. Entrepreneurs who received a commitment certificate from a designated organization in 2025 could still apply until June 30, 2026. The government has said a new, more targeted pilot for immigrant entrepreneurs will replace it. If you are planning to immigrate through a business, talk to us about the options open today.",
      ],
    },
    {
      id: "family-sponsorship",
      question: "Who can I sponsor to come to Canada?",
      answer: [
        "Canadian citizens and permanent residents aged 18 or older can sponsor a spouse, common-law or conjugal partner, and dependent children. Parents and grandparents can be sponsored only when IRCC opens its limited, invitation-based intake; otherwise the Super Visa is the usual route. In narrow cases you can sponsor an orphaned relative or, if you have no other relatives in Canada, one other relative.",
        "When you sponsor, you sign an undertaking to support the person financially: 3 years for a spouse or partner, and 20 years for parents and grandparents. Spousal applications must show the relationship is genuine, so gather photos, messages, travel records and proof of living together.",
      ],
    },
    {
      id: "caregivers",
      question: "Are there immigration programs for caregivers?",
      answer: [
        "Yes. The Home Care Worker Immigration Pilots (Child Care and Home Support), which opened on March 31, 2025, replaced the earlier caregiver pilots and give permanent residence on arrival to eligible home care workers. Applicants need a full-time job offer in home child care or home support, language ability of at least Canadian Language Benchmark (CLB) 4, the equivalent of a Canadian high school diploma, and recent relevant experience or training.",
        "Each pilot accepts a limited number of applications a year, and intake can fill within days, so have your documents ready before it opens. Caregivers working in Canada on a work permit may also qualify through the Canadian Experience Class or a provincial stream.",
      ],
    },
    {
      id: "language-requirements",
      question: "What language tests are accepted and what scores do I need?",
      answer: [
        "For economic immigration, IRCC accepts CELPIP-General, IELTS General Training and PTE Core for English, and TEF Canada and TCF Canada for French. Results are valid for two years and are converted to Canadian Language Benchmark (CLB) levels.",
        "Minimums depend on the program: CLB 7 for the Federal Skilled Worker Program, CLB 7 or 5 for the Canadian Experience Class depending on the job, CLB 5 speaking and listening and CLB 4 reading and writing for skilled trades, and CLB 4 for the caregiver pilots and for citizenship applicants aged 18 to 54. Higher scores earn more CRS points, and a second official language can add more.",
      ],
    },
    {
      id: "citizenship",
      question: "When can I apply for Canadian citizenship?",
      answer: [
        `You can apply once you have been physically present in Canada as a permanent resident for at least ${factText("citizenship-physical-presence")} (three years in all) before you apply. Some time spent in Canada as a temporary resident or protected person before you became a permanent resident can count as half days, up to 365 days. You must also have filed income taxes for at least three of those five years, if you were required to.`,
        "Applicants aged 18 to 54 must show language ability at CLB 4 or higher and pass the citizenship test. Processing has recently taken about 12 months for routine applications; check IRCC's processing-times tool before you apply, and keep travelling light until you have your oath date.",
      ],
    },
  ],
};
