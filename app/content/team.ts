import { bioPath, caribbeanLead, type Lawyer, personSlug, principal } from "./firm";
import { caribbeanLeadBio } from "./people/caribbean-lead";
import { principalBio } from "./people/principal";
import type { Licence } from "./people/types";
import { type Photo, photoNamed } from "./photos";

/** Team member: the identity module's lawyers plus their public summary. */
export interface TeamMember {
  lawyer: Lawyer;
  /** A short, verifiable summary for cards on the home and team pages. */
  description: string;
  path: string;
  /** Where the lawyer may practise and since when, from the biography (LSO Rule 4.2-1). */
  licence: Licence;
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
    licence: principalBio.licence,
    initials: initialsOf(principal.name),
    photo: photoNamed(personSlug(principal)),
  },
  {
    lawyer: caribbeanLead,
    description:
      "Managing partner of a Trinidad and Tobago chambers and a foreign lawyer who leads the firm's Caribbean legal services, bringing experience in commercial, family and estate matters across the region.",
    path: bioPath(caribbeanLead),
    licence: caribbeanLeadBio.licence,
    initials: initialsOf(caribbeanLead.name),
    photo: photoNamed(personSlug(caribbeanLead)),
  },
];
