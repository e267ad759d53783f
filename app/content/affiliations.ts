/** Footer strip: 7 affiliations. Logos we may not use are shown as text badges. */
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
    name: "Canadian Immigration Lawyers Association",
    short: "CILA",
    description: "Member, immigration practice",
  },
  {
    name: "Law Association of Trinidad and Tobago",
    short: "LATT",
    description: "Caribbean practice",
  },
];
