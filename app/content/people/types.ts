import type { MembershipStatus } from "./memberships";

/** A local image with its intrinsic size (explicit width and height, so nothing shifts as it loads). */
export interface LocalImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  /** A short title over the caption, in a gallery. */
  title?: string;
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

/**
 * Where a lawyer may practise, in the words a visitor checks first (LSO Rule 4.2-1: true and
 * verifiable): shown in the biography's opening, on /team and on the home page.
 */
export interface Licence {
  /** Licensed by the Law Society of Ontario. A foreign lawyer is not, and the site says so. */
  ontario: boolean;
  /** "Licensed by the Law Society of Ontario", or "Foreign lawyer, not licensed by …". */
  status: string;
  /** The year of call or admission: "Called to the Bar of Ontario in 2015". */
  called: string;
}
