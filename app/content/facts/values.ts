/** Small builders for register values, so each fact reads as one line of data. */
import { dollars } from "../../lib/domain/money.ts";
import type { FactValue } from "./types.ts";

export const money = (
  amount: number,
  affix: { prefix?: string; suffix?: string } = {},
): FactValue => ({
  kind: "money",
  cents: dollars(amount),
  ...affix,
});

export const count = (
  amount: number,
  affix: { prefix?: string; suffix?: string } = {},
): FactValue => ({
  kind: "number",
  amount,
  ...affix,
});

export const percent = (amount: number): FactValue => ({ kind: "percent", amount });

export const text = (value: string): FactValue => ({ kind: "text", text: value });

/** The day this register was last checked against its sources, end to end (docs/FACTS.md). */
export const CHECKED = "2026-11-23";
