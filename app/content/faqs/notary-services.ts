/** Notary Services FAQ: seven cards. */
import type { FaqGroup } from "../types";

export const notaryServicesFaq: FaqGroup = {
  path: "/knowledge/notary-services",
  sectionId: "",
  title: "Notary services",
  items: [
    {
      id: "what-does-a-notary-do",
      question: "What does a notary public do in Ontario?",
      answer: [
        "A notary public is appointed under Ontario's Notaries Act to verify signatures, administer oaths, and certify that copies of documents are true copies of the originals. Notarizing confirms who signed and when; it does not confirm that the contents of a document are true or legally effective.",
        "Common requests include statutory declarations and affidavits, letters of invitation for visitors to Canada, certified true copies of passports and degrees, consent letters for children travelling abroad, and documents for use in other countries.",
      ],
    },
    {
      id: "notary-or-commissioner",
      question: "What is the difference between a notary and a commissioner for taking affidavits?",
      answer: [
        "A commissioner for taking affidavits can administer oaths and take affidavits and statutory declarations for use in Ontario. A notary public can do that too, and can also certify copies and verify signatures, including on documents for use outside Ontario.",
        "All Ontario lawyers are commissioners by virtue of their licence, and most are also appointed notaries. If a document is going outside Ontario, the receiving office will usually ask for a notary.",
      ],
    },
    {
      id: "legal-advice",
      question: "Can a notary give me legal advice about my document?",
      answer: [
        "A notary's role is to verify identity and signatures, not to advise. Notaries cannot give legal advice unless explicitly authorized to do so, for example because they are also licensed lawyers and you have retained them for advice.",
        "If you are unsure what a document means or whether you should sign it, book a consultation first. Our lawyers can explain it, and then notarize it once you are comfortable.",
      ],
    },
    {
      id: "what-to-bring",
      question: "What should I bring to a notary appointment?",
      answer: [
        "Bring the unsigned document, valid government-issued photo identification, and any originals that need to be copied or referred to. Do not sign in advance: you must sign in front of the notary.",
      ],
      points: [
        "One valid government photo ID (passport, driver's licence, PR card or Ontario Photo Card) for most documents.",
        "For a real estate closing, three pieces of ID: two government-issued photo IDs and one other document showing your name.",
        "The originals of anything to be certified as a true copy.",
        "Any witness the receiving office requires, or ask us to provide an additional witness.",
      ],
    },
    {
      id: "online-notarization",
      question: "Can documents be notarized online?",
      answer: [
        "Yes, many can. Ontario allows commissioning and notarizing by video, with identity verification, for documents such as:",
      ],
      points: [
        "A letter of invitation to Canada.",
        "Statutory declarations and affidavits for use in Canada.",
        "Documents needing a commissioner for affidavits in Ontario.",
        "Wills and powers of attorney for Ontario (signed with remote witnessing).",
      ],
      note: "Certified true copies, most documents for use in other countries (a few US documents excepted) and a power of attorney for use in India must be done in person.",
    },
    {
      id: "certified-true-copies",
      question: "How do certified true copies work?",
      answer: [
        "The notary compares a copy with the original and certifies, with signature and seal, that it is a true copy. Because the notary must examine the original, certified true copies are done in person.",
        "Some documents cannot be certified by a notary; for example, some offices require copies of vital statistics records (birth, marriage, death certificates) to come directly from the issuing government office. Check what the receiving office will accept before your appointment.",
      ],
    },
    {
      id: "documents-for-use-abroad",
      question: "My document is for use in another country. What else do I need?",
      answer: [
        "Many countries need the notary's signature to be authenticated before they accept an Ontario document. Canada joined the Hague Apostille Convention on January 11, 2024, so for member countries an apostille is now issued in place of the old authentication-and-legalization process. For Ontario documents, apostilles are issued by Ontario's Official Documents Services.",
        "Countries that are not members of the Convention may still require authentication followed by legalization at their embassy or consulate. Ask the receiving office exactly what it needs before you book.",
      ],
    },
  ],
};
