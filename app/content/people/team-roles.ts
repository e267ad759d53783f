import { caribbeanLead, principal } from "../firm";
import type { Reason } from "../services/types";

/** /team: which lawyer is responsible for which matters (a foreign lawyer advises only on his own jurisdictions' law). */
export const whoHandlesWhat = [
  {
    icon: "scale",
    title: "Ontario and Canadian matters",
    description: `${principal.name}, our Ontario-licensed principal lawyer, is responsible for real estate, wills and estates, immigration, family and notary matters governed by Ontario or Canadian law.`,
  },
  {
    icon: "globe",
    title: "Caribbean matters",
    description: `${caribbeanLead.name} advises on the law of Trinidad and Tobago, the British Virgin Islands and Grenada, where he is admitted to practise.`,
  },
  {
    icon: "handshake",
    title: "Matters on both sides",
    description:
      "When an estate, a family matter or a property involves Canada and the Caribbean, both lawyers work on it, each on their own jurisdiction's law, and you deal with one team.",
  },
] as const satisfies readonly Reason[];
