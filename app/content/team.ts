import { bioPath, caribbeanLead, type Lawyer, personSlug, principal } from "./firm";
import { type Photo, photoNamed } from "./photos";

/** Team member: the identity module's lawyers plus their public summary. */
export interface TeamMember {
  lawyer: Lawyer;
  /** A short, verifiable summary for cards on the home and team pages. */
  description: string;
  path: string;
  /** Initials for the generated portrait (docs/PRODUCT-RULES.md#content-and-compliance). */
  initials: string;
  /** The lawyer's photograph, once the firm adds `<slug>.jpg` to app/assets/photos (docs/PHOTOS.md). */
  photo?: Photo;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .toUpperCase();
}

export const team: readonly TeamMember[] = [
  {
    lawyer: principal,
    description:
      "The firm's principal lawyer, licensed by the Law Society of Ontario. She acts for clients buying, selling and refinancing property, prepares wills and powers of attorney, handles immigration applications and provides notary services, all through a virtual practice.",
    path: bioPath(principal),
    initials: initialsOf(principal.name),
    photo: photoNamed(personSlug(principal)),
  },
  {
    lawyer: caribbeanLead,
    description:
      "Managing partner of a Trinidad and Tobago chambers and a foreign lawyer who leads the firm's Caribbean legal services, bringing experience in commercial, family and estate matters across the region.",
    path: bioPath(caribbeanLead),
    initials: initialsOf(caribbeanLead.name),
    photo: photoNamed(personSlug(caribbeanLead)),
  },
];
