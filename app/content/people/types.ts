/** A local image with its intrinsic size (PRODUCT.md: explicit width and height). */
export interface LocalImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/** SPEC §3 Affiliation: name, description, status. Logos we may not use are text badges. */
export type AffiliationStatus =
  | "Current Member"
  | "Joining September 2025"
  | "Joining January 2026"
  | "Membership Pending"
  | "Since 2017"
  | "Active Member";

export interface BioAffiliation {
  name: string;
  short: string;
  description: string;
  status: AffiliationStatus;
}

export interface Credential {
  title: string;
  detail: string;
  /** The awarding school, for structured data (alumniOf). */
  institution?: string;
}
