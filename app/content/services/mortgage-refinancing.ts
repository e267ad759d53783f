import type { ProcessPageContent } from "./types";

/** Mortgage Refinancing: the buying layout with the refinancing steps. */
export const mortgageRefinancing: ProcessPageContent = {
  path: "/services/mortgage-refinancing",
  lead: "Refinancing can lower your rate, consolidate debts or free up equity for a renovation. We act on your new mortgage, make sure the old one is paid out and discharged, and pay any other debts your lender requires, so the numbers you were promised are the numbers you get.",
  glance: [
    { label: "Stages", value: "6, from instructions to discharge" },
    { label: "Signing", value: "By video or at our Etobicoke office" },
    { label: "Typical time", value: "One to three weeks once we have instructions" },
  ],
  stepsHeading: "How a refinance works with us",
  stepsIntro:
    "A refinance has no buyer or seller, but it still needs a title search, new registrations and careful handling of funds.",
  steps: [
    {
      id: "consultation",
      title: "Consultation",
      description:
        "Tell us who the new lender is, the amount, the funding date and what the money is for. We confirm our fee and what you need to send us.",
    },
    {
      id: "instructions",
      title: "Lender's instructions",
      description:
        "We receive the new lender's mortgage instructions and check them against your commitment: the amount, rate, term and any conditions before funding.",
      points: [
        "Debts the lender requires to be paid from the new mortgage",
        "Fire insurance naming the new lender",
        "Any guarantor or spousal consent the lender needs",
      ],
    },
    {
      id: "title",
      title: "Title search and insurance",
      description:
        "We search title to confirm ownership and find every registered mortgage and lien, check realty taxes are paid, and order a lender's title insurance policy.",
    },
    {
      id: "payouts",
      title: "Payout statements",
      description:
        "We order payout statements for your existing mortgage and any debts to be paid, including prepayment penalties, so the funds can be divided correctly.",
    },
    {
      id: "signing",
      title: "Signing",
      description:
        "We explain the new mortgage terms, the penalty on the old one and the funds statement, then you sign by video or in person.",
    },
    {
      id: "funding",
      title: "Funding, payouts and discharge",
      description:
        "We register the new mortgage, receive the funds, pay out the old mortgage and other debts, and send you any balance. We then confirm the old mortgage is discharged and report to you and the lender.",
    },
  ],
  considerationsHeading: "Before you refinance: things to consider",
  considerations: [
    {
      icon: "document",
      title: "The cost of breaking your mortgage",
      description:
        "Ending a mortgage before its term can trigger a penalty of three months' interest or an interest rate differential, whichever the contract says. Compare it with the savings before you commit.",
    },
    {
      icon: "lock",
      title: "Private and second mortgages",
      description:
        "Private loans often carry higher rates, lender fees and short terms. Read the renewal terms, and make sure you have a plan to repay or refinance when the term ends.",
    },
    {
      icon: "family",
      title: "Your spouse's consent",
      description:
        "A married spouse must consent to a mortgage of the matrimonial home under Ontario's Family Law Act, even if they are not on title.",
    },
    {
      icon: "users",
      title: "Guarantors and co-borrowers",
      description:
        "A guarantor is fully responsible if the borrower does not pay. Lenders often require guarantors to receive independent legal advice from a lawyer who does not act for the borrower.",
    },
  ],
  youProvide: [
    "Your mortgage commitment and the new lender's contact details",
    "Account numbers of the mortgage and any debts to be paid out",
    "Your latest realty tax bill, or confirmation that taxes are paid",
    "Proof of home insurance naming the new lender",
    "Two pieces of government-issued identification for each borrower",
  ],
  conflictNote:
    "In a refinance with a bank, we usually act for both you and your bank, which the rules allow. A private mortgage is different: the Law Society of Ontario's rules let one lawyer act for both a private lender and the borrower only in limited cases, so each side normally has its own lawyer. And in a purchase or sale, one lawyer cannot act for both the buyer and the seller in the same transaction.",
  emailSubject: "Mortgage refinance: legal help",
  feesPath: "/fees/real-estate",
  feesText:
    "Our refinance fees (standard, private mortgage and rush) are published in full, with disbursements and 13% HST listed separately.",
};
