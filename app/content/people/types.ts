import type { MembershipStatus } from "./memberships";

/** A local image with its intrinsic size (explicit width and height, so nothing shifts as it loads). */
export interface LocalImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  /**
   * The name of the photograph that replaces this illustration once the firm adds it to
   * app/assets/photos, without extension (docs/PHOTOS.md).
   */
  photo?: string;
}

/** An organisation the lawyer belongs to. Logos we may not use are text badges. */
export interface BioAffiliation {
  name: string;
  short: string;
  description: string;
  /** Dated, so it reads correctly on any day (memberships.ts). */
  status: MembershipStatus;
}

export interface Credential {
  title: string;
  detail: string;
  /** The awarding school, for structured data (alumniOf). */
  institution?: string;
}
