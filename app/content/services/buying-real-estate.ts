import type { ProcessPageContent } from "./types";

/** LSO Rules of Professional Conduct, rule 3.4-16.7 (docs/PRODUCT-RULES.md#content-and-compliance). */
export const oneSideOnlyNote =
  "One lawyer cannot act for both the buyer and the seller in the same transaction (Law Society of Ontario Rules of Professional Conduct, rule 3.4-16.7). We act for one side only, and the other side has its own lawyer.";

/** Buying Real Estate: seven stages and considerations. */
export const buyingRealEstate: ProcessPageContent = {
  path: "/services/buying-real-estate",
  lead: "Buying a home is usually the largest purchase you will make. We protect your interests from the day you share your agreement of purchase and sale until the deed is registered in your name, and we explain every document before you sign it.",
  glance: [
    { label: "Stages", value: "7, from consultation to post-closing" },
    { label: "Signing", value: "By video or at our Etobicoke office" },
    { label: "When to call us", value: "Before you sign an offer, if you can" },
  ],
  stepsHeading: "The seven stages of your purchase",
  stepsIntro:
    "Every purchase follows the same path. Timings depend on your closing date, which is usually 30 to 90 days after your offer is accepted.",
  steps: [
    {
      id: "consultation",
      title: "Consultation and document review",
      description:
        "We start with a free consultation. Send us the agreement of purchase and sale, the listing and any condition or amendment forms, and we tell you what we see.",
      points: [
        "Conditions (financing, inspection, status certificate) and their deadlines",
        "The deposit: amount, due date and who holds it",
        "Chattels, fixtures and rental equipment such as water heaters",
      ],
    },
    {
      id: "retainer",
      title: "Retaining the firm",
      description:
        "Before we act, we check for conflicts of interest, send you our retainer agreement to sign online, and review the agreement of purchase and sale in detail.",
      points: [
        "Conflicts check against the seller and other parties",
        "Written retainer agreement with our fee and estimated disbursements",
        "Full review of the agreement of purchase and sale and schedules",
      ],
    },
    {
      id: "title",
      title: "Title search and insurance",
      description:
        "We search the title to confirm the seller owns the property and to find mortgages, liens, easements and work orders, and we order a title insurance policy to protect you.",
      points: [
        "Land registry (Teranet) title search",
        "Realty tax, utility and building or zoning inquiries",
        "Title insurance policy for you and your lender",
      ],
    },
    {
      id: "mortgage",
      title: "Mortgage review",
      description:
        "When your lender sends us its mortgage instructions, we check them against your commitment letter and explain the rate, term, prepayment rights and penalties.",
      points: [
        "Mortgage instructions and commitment compared",
        "Conditions the lender needs satisfied before it advances funds",
        "Fire insurance binder naming the lender",
      ],
    },
    {
      id: "requisitions",
      title: "Requisitions",
      description:
        "We send the seller's lawyer a letter of requisitions asking them to fix title problems before closing, such as discharging the seller's mortgage.",
      points: [
        "Outstanding mortgages and liens to be discharged",
        "Work orders, deficiency notices and open permits",
        "Undertakings the seller's lawyer must give on closing",
      ],
    },
    {
      id: "closing-documents",
      title: "Closing documents",
      description:
        "We prepare your statement of adjustments, the land transfer tax affidavit, the mortgage documents and our report, and meet you to sign them.",
      points: [
        "Statement of adjustments and the funds you need to bring",
        "Land transfer tax, including any first-time buyer refund",
        "Identification check and signing by video or in person",
      ],
    },
    {
      id: "closing",
      title: "Closing, then post-closing",
      description:
        "On closing day we receive the mortgage funds, pay the seller, register the deed and mortgage, and release the keys to you. Afterwards we confirm the seller's mortgage is discharged and send you our final report with your registered documents.",
      points: [
        "Funds exchanged and documents registered electronically",
        "Keys released, usually the same afternoon",
        "Final report, title insurance policy and discharge follow-up",
      ],
    },
  ],
  considerationsHeading: "Before you buy: things to consider",
  considerations: [
    {
      icon: "document",
      title: "Call us before you sign",
      description:
        "An offer becomes a binding contract once it is accepted. We can review the draft offer or its conditions first, which costs far less than fixing a bad clause later.",
    },
    {
      icon: "scale",
      title: "Land transfer tax",
      description:
        "Ontario land transfer tax is due on closing, and properties in the City of Toronto also pay the Municipal Land Transfer Tax. First-time buyers may qualify for refunds; we calculate the tax and apply any refund for you.",
    },
    {
      icon: "home",
      title: "Condominiums",
      description:
        "For a resale condo, make your offer conditional on our review of the status certificate, which shows the reserve fund, the monthly fees and any special assessments.",
    },
    {
      icon: "shield",
      title: "Title insurance",
      description:
        "Title insurance covers many title problems, fraud and some survey issues at a one-time premium, and most lenders require it. We explain what the policy does and does not cover.",
    },
    {
      icon: "globe",
      title: "Buyers who are not Canadian",
      description:
        "Federal law restricts many non-Canadians from buying residential property, and Ontario charges a Non-Resident Speculation Tax. Tell us your status early so we can confirm whether either applies.",
    },
    {
      icon: "clock",
      title: "Funds and timing",
      description:
        "Your down payment and closing costs must reach our trust account by wire or bank draft before closing. Plan for land transfer tax, legal fees and adjustments in addition to the down payment.",
    },
  ],
  youProvide: [
    "The signed agreement of purchase and sale, with all schedules and amendments",
    "Your mortgage commitment and your lender's contact details",
    "Two pieces of government-issued identification for each buyer",
    "Proof of home insurance, in place from the closing date",
    "How you will take title (for example, joint tenants or tenants in common)",
  ],
  conflictNote: oneSideOnlyNote,
  emailSubject: "Purchase of a property: legal help",
  feesPath: "/fees/real-estate",
  closingCosts: true,
  feesText:
    "Our purchase fee depends on the price of the property and is published in full, with disbursements and 13% HST listed separately.",
};
