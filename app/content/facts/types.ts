/**
 * The shape of the facts register (docs/FACTS.md): every government figure, fee that a third
 * party sets, and dated statement the site quotes, with where it comes from and when it must be
 * checked again. LSO Rule 4.2-1: marketing must be demonstrably true, accurate and verifiable.
 */
import type { Cents } from "../../lib/domain/money";

/** Where a value comes from, when it took effect, and when it was (and must next be) checked. */
export interface Provenance {
  /** The official page. */
  source: { url: string; title: string };
  /** ISO date the value took effect. */
  effective: string;
  /** ISO date it was last verified against the source. */
  checked: string;
  /** ISO date by which it must be checked again. */
  reviewBy: string;
  /** The source could not be verified (or may have changed since); the firm must confirm. */
  confirmWithFirm?: true;
}

/** A value as the register stores it: money in integer cents, or a plain number, or text. */
export type FactValue =
  | { kind: "money"; cents: Cents; prefix?: string; suffix?: string }
  | { kind: "number"; amount: number; prefix?: string; suffix?: string }
  | { kind: "percent"; amount: number }
  | { kind: "text"; text: string };

/** A value the fact used to have, kept so pages can say what changed and when. */
export interface EarlierValue {
  value: FactValue;
  /** ISO date the value stopped applying (the date of the change). */
  changed: string;
  /** What the earlier value applied to, when the date alone does not say ("2025 purchases"). */
  appliesTo?: string;
}

export interface Fact extends Provenance {
  /** Kebab-case, unique in the register; pages and content refer to a fact by this id. */
  id: string;
  /** What the value is, in a few words ("First-Time Home Buyers' Tax Credit"). */
  label: string;
  value: FactValue;
  /** What the current value applies to, when the date alone does not say ("purchases from 2026"). */
  appliesTo?: string;
  /** Earlier values, newest first. The oldest is often the figure the site first quoted. */
  earlier?: readonly EarlierValue[];
  /** Why the value is what it is, or what to look for when rechecking it. */
  note?: string;
}
