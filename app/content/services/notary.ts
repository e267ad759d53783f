import { effectiveOn } from "../facts";

/** Notary Services in Toronto: the governing act and the notary's role. */
export const notaryIntro =
  "Need a notary to notarize a document, certify a copy or take an affidavit? Our principal lawyer is a notary public and commissioner for taking affidavits in Ontario. Many documents can be done online by video; others need a short visit to our Etobicoke office.";

export const notaryRole = {
  heading: "What a notary public does in Ontario",
  paragraphs: [
    "Notaries public in Ontario are appointed under the Notaries Act (R.S.O. 1990, c. N.6). Lawyers licensed by the Law Society of Ontario may be appointed as notaries, and every Ontario lawyer is a commissioner for taking affidavits under the Commissioners for Taking Affidavits Act (R.S.O. 1990, c. C.17).",
    "A notary's role is to confirm who you are, witness your signature, administer oaths and declarations, and certify that copies match their originals. A notarization confirms how a document was signed; it does not confirm that its contents are true or legally effective.",
  ],
  noAdviceNote:
    "A notary cannot give legal advice unless explicitly authorized to do so. Notarizing your document does not include advice about what it means or whether you should sign it. If you want that advice, ask us: it is a separate legal service, agreed in writing before we give it.",
  bring: [
    "Valid government-issued photo identification (a passport or driver's licence)",
    "The complete, unsigned document: do not sign it before the appointment",
    "The original, for certified true copies",
    "Any instructions from the office or country that will receive the document",
  ],
} as const;

export const onlineVsInPerson = {
  online: {
    title: "Online, by video",
    text: "We verify your identity on camera, watch you sign, and return the notarized document electronically or by courier.",
  },
  inPerson: {
    title: "In person, in Etobicoke",
    text: "Ask us for a time at our office, by the request form or by phone, Saturdays included. Bring your identification and the original documents; most appointments take about 15 minutes.",
  },
} as const;

/**
 * Documents going abroad: what Canada's joining the Hague Apostille Convention changed
 * (facts register: apostille-convention-canada).
 */
export const documentsAbroad = {
  heading: "Documents for use outside Canada: apostilles",
  paragraphs: [
    `Canada has been a party to the Hague Apostille Convention since ${effectiveOn("apostille-convention-canada")}. A document going to another member country now needs one certificate, called an apostille, instead of authentication in Canada followed by legalization at that country's embassy or consulate. For a country outside the Convention, the document still needs a certificate of authentication, then legalization by its embassy or consulate.`,
    "A notary does not issue apostilles. For a document notarized in Ontario, the apostille (or the certificate of authentication) comes from Ontario's Official Documents Services: we notarize your document or certify your copy, and it is then submitted to that office. Some Ontario documents, such as certified copies of birth, marriage and death certificates, can go to it without being notarized first.",
  ],
  steps: [
    "Ask the office that will receive your document what it needs: the original or a certified copy, and an apostille or legalization",
    "Have it notarized or certified with us, online or in person",
    "Submit it to Ontario's Official Documents Services for the apostille or certificate",
  ],
} as const;
