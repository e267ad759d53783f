import { fieldStyles } from "~/components/forms/field-styles";
import { Icon } from "~/components/ui/icon";
import type { Address, SimpleAnswer } from "~/intake/answers";
import { fieldId } from "~/intake/answers";
import {
  addressLabels,
  addressParts,
  type SimpleQuestion,
} from "~/intake/questionnaire-definition";
import type { IsoDate } from "~/platform/firm-clock";

const s = fieldStyles.site;

export interface FieldProps {
  question: SimpleQuestion;
  /** The form field name (`q.<id>` or `q.<group>.<n>.<id>`). */
  name: string;
  value: SimpleAnswer | undefined;
  /** Errors by field name (an address's parts have their own). */
  errors: Record<string, string>;
  /** A yes/no or choice answer changed (conditions that depend on it are shown or hidden). */
  onChoice?: (questionId: string, value: string) => void;
  /** The firm's date, the latest a date that cannot be in the future may be (the picker's `max`). */
  today?: IsoDate;
}

export function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={s.error}>
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">Error: </span>
        {message}
      </span>
    </p>
  );
}

const mark = (required: boolean | undefined) => (
  <span className="font-normal text-muted"> {required ? "(required)" : "(optional)"}</span>
);

/**
 * One question as its form control: a labelled input, text area or date, or a fieldset with a
 * legend for yes/no, a choice and an address (WCAG 1.3.1, H71). Its help and its error are read
 * with it (`aria-describedby`, WCAG 3.3.1), and an invalid control says so (`aria-invalid`).
 */
export function QuestionField({ question: q, name, value, errors, onChoice, today }: FieldProps) {
  const id = fieldId(name);
  const helpId = q.help ? `${id}-help` : undefined;
  const errorId = `${id}-error`;
  const error = errors[name];
  const describedBy = [helpId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const help = q.help ? (
    <p id={helpId} className={s.hint}>
      {q.help}
    </p>
  ) : null;
  const text = typeof value === "string" ? value : "";

  if (q.type === "yes-no" || q.type === "choice") {
    const options =
      q.type === "yes-no"
        ? [
            { v: "yes", l: "Yes" },
            { v: "no", l: "No" },
          ]
        : q.options.map((o) => ({ v: o, l: o }));
    return (
      <fieldset aria-describedby={describedBy} className="min-w-0">
        <legend className={s.legend}>
          {q.label}
          {mark(q.required)}
        </legend>
        {help}
        <ErrorLine id={errorId} message={error} />
        <div
          className={`mt-2 flex gap-2 ${q.type === "yes-no" ? "flex-row flex-wrap" : "flex-col"}`}
        >
          {options.map((o, n) => (
            <label
              key={o.v}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 has-checked:border-ink-700 has-checked:bg-ink-50"
            >
              <input
                type="radio"
                id={n === 0 ? id : `${id}-${n}`}
                name={name}
                value={o.v}
                defaultChecked={text === o.v}
                aria-invalid={error ? true : undefined}
                onChange={() => onChoice?.(q.id, o.v)}
                className="size-5 accent-ink-800"
              />
              <span>{o.l}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (q.type === "address") {
    const address = (typeof value === "object" ? value : {}) as Address;
    return (
      <fieldset aria-describedby={helpId} className="min-w-0">
        <legend className={s.legend}>
          {q.label}
          {mark(q.required)}
        </legend>
        {help}
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {addressParts.map((part) => {
            const partName = `${name}.${part}`;
            const partId = fieldId(partName);
            const partError = errors[partName];
            return (
              // Label and box together at the foot of the cell, so two boxes side by side line up
              // when one label wraps (at 768 px "Province, state or region" takes two lines).
              <div
                key={part}
                className={part === "street" ? "sm:col-span-2" : "flex flex-col justify-end"}
              >
                <label htmlFor={partId} className={s.label}>
                  {addressLabels[part]}
                </label>
                <input
                  id={partId}
                  name={partName}
                  defaultValue={address[part] ?? ""}
                  maxLength={200}
                  autoComplete={autocomplete[part]}
                  aria-invalid={partError ? true : undefined}
                  aria-describedby={partError ? `${partId}-error` : undefined}
                  className={s.control}
                />
                <ErrorLine id={`${partId}-error`} message={partError} />
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    defaultValue: text,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: s.control,
  };
  return (
    <div>
      <label htmlFor={id} className={s.label}>
        {q.label}
        {mark(q.required)}
      </label>
      {help}
      {q.type === "long-text" ? (
        <textarea {...common} rows={4} maxLength={q.maxLength ?? 3000} />
      ) : (
        <input
          {...common}
          type={q.type === "date" ? "date" : "text"}
          max={q.type === "date" && q.past ? today : undefined}
          maxLength={q.type === "text" ? (q.maxLength ?? 200) : undefined}
        />
      )}
      <ErrorLine id={errorId} message={error} />
    </div>
  );
}

const autocomplete: Record<(typeof addressParts)[number], string> = {
  street: "street-address",
  city: "address-level2",
  region: "address-level1",
  postalCode: "postal-code",
  country: "country-name",
};
