/**
 * Footer strip: 7 affiliations. Logos we may not use are shown as text badges. Each is held by a
 * lawyer of the firm today (affiliations.test.ts checks it against the lawyers' own lists): a firm
 * may claim only what its lawyers are (LSO Rule 4.2-1, accurate and verifiable).
 */
export interface Affiliation {
  name: string;
  short: string;
  description: string;
}

export const affiliations: readonly Affiliation[] = [
  {
    name: "Law Society of Ontario",
    short: "LSO",
    description: "Licensed to practise law in Ontario",
  },
  {
    name: "Ontario Real Estate Lawyers Association",
    short: "ORELA",
    description: "Member, real estate practice",
  },
  { name: "Ontario Bar Association", short: "OBA", description: "Member" },
  { name: "Canadian Bar Association", short: "CBA", description: "Member" },
  { name: "Toronto Lawyers Association", short: "TLA", description: "Member" },
  {
    name: "Canadian Association of Refugee Lawyers",
    short: "CARL",
    description: "Member, immigration and refugee practice",
  },
  {
    name: "Law Association of Trinidad and Tobago",
    short: "LATT",
    description: "Caribbean practice",
  },
];
