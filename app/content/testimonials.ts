/**
 * Five testimonials, shared with the written consent of each client. No star ratings: five chosen
 * five-star ratings with no source would suggest what the star average firm.ts leaves off does
 * (LSO Rules of Professional Conduct, r. 4.2-1 and its commentary: no unjustified expectations).
 */
export interface Testimonial {
  name: string;
  location: string;
  service: string;
  text: string;
  initials: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Priya S.",
    location: "Mississauga, Ontario",
    service: "Real estate purchase",
    text: "Buying our first home felt overwhelming until we called. Every document was explained before we signed it, and closing day went exactly as planned.",
    initials: "PS",
  },
  {
    name: "Andre M.",
    location: "Port of Spain, Trinidad and Tobago",
    service: "Spousal sponsorship",
    text: "I was in Trinidad and my wife was in Toronto. The firm kept us both informed at every step and our sponsorship application went in complete the first time.",
    initials: "AM",
  },
  {
    name: "Helen and Robert K.",
    location: "Etobicoke, Ontario",
    service: "Couples wills",
    text: "We had put off our wills for years. The whole process took under two weeks, and signing by video from our kitchen table was easier than we imagined.",
    initials: "HK",
  },
  {
    name: "Olumide A.",
    location: "Brampton, Ontario",
    service: "Notary services",
    text: "I needed documents notarized for use abroad on short notice. Clear pricing, a same-week appointment and no surprises on the bill.",
    initials: "OA",
  },
  {
    name: "Sandra L.",
    location: "Hamilton, Ontario",
    service: "Uncontested divorce",
    text: "A difficult time made much simpler. The fee was stated at the start, the forms were prepared carefully, and I always knew what would happen next.",
    initials: "SL",
  },
];

/** LSO Rule 4.2-1: outcome statistics and testimonials carry this caution. */
export const pastResultsNote =
  "Testimonials and figures reflect individual clients' experiences and past matters. Past results do not guarantee future outcomes; every matter turns on its own facts.";
