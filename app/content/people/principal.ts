import { principal } from "../firm";
import type { BioAffiliation, Credential, Licence, LocalImage } from "./types";

/** The year she was called to the Bar of Ontario. */
export const yearOfCall = 2015;

/** The principal lawyer's biography (docs/PRODUCT-RULES.md#content-and-compliance). */
export const principalBio = {
  lawyer: principal,
  lead: `${principal.name} is the principal lawyer of the firm and the lawyer responsible for every Ontario matter we handle. She is licensed by the Law Society of Ontario and has practised in Ontario since ${yearOfCall}.`,
  licence: {
    ontario: true,
    status: "Licensed by the Law Society of Ontario",
    called: `Called to the Bar of Ontario in ${yearOfCall}`,
  } satisfies Licence,
  summary: [
    `${principal.firstName} founded the firm to make good legal help easier to reach. Her practice covers residential real estate, wills and powers of attorney, immigration applications, uncontested divorces and separation agreements, and notary services, for clients across Ontario and abroad.`,
    "Before opening the firm she worked in a busy Toronto real estate and estates practice, where she acted on residential purchases, sales and refinances and prepared wills for young families, business owners and retirees.",
    `She is a notary public and a commissioner for taking affidavits in Ontario, and she offers consultations in English. Clients can reach her directly at extension 1000.`,
  ],
  credentials: [
    {
      title: "Licensed lawyer",
      detail: `Law Society of Ontario, called to the Bar of Ontario in ${yearOfCall}`,
    },
    { title: "Notary public", detail: "Appointed under Ontario's Notaries Act" },
    {
      title: "Commissioner for taking affidavits",
      detail: "By virtue of office as an Ontario lawyer",
    },
    {
      title: "Practice areas",
      detail: principal.specialization,
    },
  ] satisfies readonly Credential[],
  education: [
    {
      title: "Juris Doctor (JD)",
      detail: "University of Windsor, Faculty of Law, 2014",
      institution: "University of Windsor",
    },
    {
      title: "Honours Bachelor of Arts, Political Science",
      detail: "York University, 2011",
      institution: "York University",
    },
    { title: "Lawyer licensing process", detail: `Law Society of Ontario, ${yearOfCall}` },
  ] satisfies readonly Credential[],
  philosophy: {
    quote:
      "People come to a lawyer at important moments: buying a first home, planning for their children, starting a life in a new country. They deserve someone who explains things plainly, tells them the cost up front and answers their calls.",
    paragraphs: [
      "Danielle's approach is simple: explain each step before it happens, put fees in writing, and never let a client sign something they do not understand.",
      "Working virtually lets her meet clients when it suits them, including Saturdays, without the cost of a downtown office being passed on in fees.",
    ],
  },
  /** A gallery of 3 images (generated local illustrations, docs/PRODUCT-RULES.md#content-and-compliance). */
  gallery: [
    {
      src: "/images/principal/gallery-video-signing.svg",
      alt: "Illustration: a screen showing a document with a signature, drawn in brass lines",
      width: 800,
      height: 600,
      title: "Signing by video",
      caption: "Most signings happen by secure video call.",
      photo: "danielle-mercer-video-signing",
    },
    {
      src: "/images/principal/gallery-office.svg",
      alt: "Illustration: the front of a small office building, drawn in brass lines",
      width: 800,
      height: 600,
      title: "The Etobicoke office",
      caption: "Our Etobicoke office, for signings in person.",
      photo: "danielle-mercer-office",
    },
    {
      src: "/images/principal/gallery-community.svg",
      alt: "Illustration: two speech bubbles, drawn in brass lines",
      width: 800,
      height: 600,
      title: "Community talks",
      caption: "Free community talks on wills and buying a first home.",
      photo: "danielle-mercer-community",
    },
  ] satisfies readonly LocalImage[],
  /** Ten organisations, each with a dated status (memberships.ts). */
  affiliations: [
    {
      name: "Law Society of Ontario",
      short: "LSO",
      description: "Licensee in good standing",
      status: { kind: "active" },
    },
    {
      name: "Ontario Bar Association",
      short: "OBA",
      description: "Real property and trusts and estates sections",
      status: { kind: "current" },
    },
    {
      name: "Canadian Bar Association",
      short: "CBA",
      description: "National professional association",
      status: { kind: "current" },
    },
    {
      name: "Ontario Real Estate Lawyers Association",
      short: "ORELA",
      description: "Residential real estate practice",
      status: { kind: "since", year: 2017 },
    },
    {
      name: "Toronto Lawyers Association",
      short: "TLA",
      description: "Toronto legal community and library",
      status: { kind: "current" },
    },
    {
      name: "Women's Law Association of Ontario",
      short: "WLAO",
      description: "Mentoring and advancement of women in law",
      status: { kind: "active" },
    },
    {
      name: "Canadian Association of Black Lawyers",
      short: "CABL",
      description: "Professional network and mentoring",
      status: { kind: "joining", from: "2026-01-01" },
    },
    {
      name: "Canadian Association of Refugee Lawyers",
      short: "CARL",
      description: "Immigration and refugee practice",
      status: { kind: "joining", from: "2025-09-01" },
    },
    {
      name: "STEP Canada (Society of Trust and Estate Practitioners)",
      short: "STEP",
      description: "Trusts and estates practice",
      status: { kind: "pending", applied: "2025-06-01" },
    },
    {
      name: "Etobicoke Chamber of Commerce",
      short: "ECC",
      description: "Local business community",
      status: { kind: "current" },
    },
  ] satisfies readonly BioAffiliation[],
  /** The biography list loops every 25 s, 20 s on small screens. */
  marquee: { seconds: 25, secondsSmall: 20 },
} as const;
