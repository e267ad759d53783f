import { earliestClosingDate } from "~/content/facts/land-transfer-tax";
import type { TransactionType } from "~/content/fees/real-estate";
import { type EstimatorState, estimatorQuery } from "~/lib/domain/closing-cost-query";
import { ChoiceGroup, ChoiceOption } from "./choice-option";

/**
 * A question of the estimator answered by one of a row of short choices (`segment`): the part of
 * the form's state it sets, and its choices, each a value that part takes.
 */
interface SegmentQuestion<K extends "transaction" | "location" | "property"> {
  key: K;
  legend: string;
  /** A line under the legend, for what the choices' own hints leave out. */
  hint?: string;
  /** The grid's column classes. */
  columns: string;
  choices: readonly { value: EstimatorState[K]; label: string; hint?: string }[];
}

/** Buying, selling or refinancing: the estimator's first question. */
export const transactionQuestion: SegmentQuestion<"transaction"> = {
  key: "transaction",
  legend: "What are you doing?",
  // Each column as wide as its word and the rest shared: "Refinancing" fits at 320 px.
  columns: "grid-cols-[repeat(3,minmax(0,auto))]",
  choices: [
    { value: "purchase", label: "Buying" },
    { value: "sale", label: "Selling" },
    { value: "refinance", label: "Refinancing" },
  ],
};

/** The purchase's questions with two short answers each: where, and what kind of property. */
const purchaseQuestions: readonly [SegmentQuestion<"location">, SegmentQuestion<"property">] = [
  {
    key: "location",
    legend: "Where is the property?",
    columns: "grid-cols-2",
    choices: [
      { value: "toronto", label: "City of Toronto", hint: "Ontario's tax and Toronto's" },
      { value: "ontario", label: "Elsewhere in Ontario", hint: "Ontario's tax only" },
    ],
  },
  {
    // Three to six homes are taxed as other land but reached by the speculation taxes, which
    // apply to one to six single family residences (docs/FACTS.md#land-by-kind).
    key: "property",
    legend: "What are you buying?",
    hint: "Count the homes on the land: a duplex is two, a condominium unit one.",
    columns: "grid-cols-3",
    choices: [
      { value: "home", label: "A home", hint: "House, semi, condo or cottage" },
      { value: "3-to-6-homes", label: "3 to 6 homes", hint: "Triplex to sixplex" },
      { value: "other", label: "Other land", hint: "Vacant, commercial, farm, 7+ homes" },
    ],
  },
];

type Update = (next: Partial<EstimatorState>) => void;

/** One segment question: its legend and its row of choices, the chosen one marked. */
export function SegmentChoices<K extends "transaction" | "location" | "property">({
  question,
  state,
  update,
}: {
  question: SegmentQuestion<K>;
  state: EstimatorState;
  update: Update;
}) {
  const { key } = question;
  return (
    <ChoiceGroup legend={question.legend} hint={question.hint} columns={question.columns}>
      {question.choices.map((choice) => (
        <ChoiceOption
          key={choice.value}
          variant="segment"
          type="radio"
          name={estimatorQuery[key]}
          value={choice.value}
          checked={state[key] === choice.value}
          onChange={() => update({ [key]: choice.value })}
          label={choice.label}
          hint={choice.hint}
        />
      ))}
    </ChoiceGroup>
  );
}

export const formHeadings: Record<TransactionType, string> = {
  purchase: "Your purchase",
  sale: "Your sale",
  refinance: "Your refinance",
};

const inputClass =
  "min-h-11 w-full rounded-xl border border-ink-900/30 bg-white px-3 py-2.5 text-lg tabular-nums text-ink-900 aria-[invalid]:border-danger-700";

/**
 * What only a purchase asks after the price: the closing date (whose rates apply), where, what
 * kind of property, and who is buying (first-time buyer relief, speculation taxes).
 */
export function PurchaseQuestions({
  state,
  update,
  dateError,
  onDateTyped,
}: {
  state: EstimatorState;
  update: Update;
  dateError: string | null;
  /** Called with the date as the field now reports it, before the state takes it. */
  onDateTyped: (dateText: string) => void;
}) {
  return (
    <>
      <div>
        <label htmlFor="closing-date" className="text-base font-semibold text-ink-900">
          Closing date
        </label>
        <p id="closing-date-hint" className="text-sm text-muted">
          The rates in force on that day apply. Leave it empty for today's rates.
        </p>
        <input
          id="closing-date"
          name={estimatorQuery.date}
          type="date"
          min={earliestClosingDate}
          max="2099-12-31"
          value={state.dateText}
          onChange={(e) => onDateTyped(e.currentTarget.value)}
          aria-describedby={
            dateError ? "closing-date-hint closing-date-error" : "closing-date-hint"
          }
          aria-invalid={dateError ? true : undefined}
          className={`${inputClass} mt-2 max-w-xs`}
        />
        {dateError ? (
          <p id="closing-date-error" className="mt-2 text-sm font-semibold text-danger-700">
            {dateError}
          </p>
        ) : null}
      </div>

      {purchaseQuestions.map((question) => (
        <SegmentChoices key={question.key} question={question} state={state} update={update} />
      ))}

      <ChoiceGroup legend="Who is buying?">
        <ChoiceOption
          type="checkbox"
          name={estimatorQuery.firstTime}
          value="yes"
          checked={state.firstTimeBuyer}
          onChange={(checked) => update({ firstTimeBuyer: checked })}
          label="Every buyer is a first-time buyer"
          hint="Never owned a home anywhere, a citizen or permanent resident, moving in within nine months."
        />
        {/* Speculation taxes only when the visitor says they apply (docs/PRODUCT-RULES.md#fees). */}
        <ChoiceOption
          type="checkbox"
          name={estimatorQuery.foreignBuyer}
          value="yes"
          checked={state.foreignBuyer}
          onChange={(checked) => update({ foreignBuyer: checked })}
          label="A buyer is not a Canadian citizen or permanent resident"
          hint="Or a foreign corporation or trustee: speculation taxes may apply."
        />
      </ChoiceGroup>
    </>
  );
}
