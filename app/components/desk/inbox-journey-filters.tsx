/**
 * The inbox's filters by where each client stands (docs/DESK.md#the-inbox): the consultation's
 * state, the stage (docs/INTAKE.md#stages) and who it waits for. Plain selects of the inbox's GET
 * form: they work without JavaScript, and the URL keeps them.
 */
import { journeyStages } from "~/desk/client-journey";
import { bookingStates, type InboxQuery, waitsForOptions } from "~/desk/inbox-query";
import { fieldStyles } from "../forms/field-styles";

export function InboxJourneyFilters({ query }: { query: InboxQuery }) {
  return (
    <>
      <label className="block">
        <span className={fieldStyles.desk.label}>Consultation</span>
        <select
          name="booking"
          defaultValue={query.booking ?? ""}
          className={fieldStyles.desk.control}
        >
          <option value="">Any, or none</option>
          {bookingStates.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
          <option value="none">No booking</option>
        </select>
      </label>
      <label className="block">
        <span className={fieldStyles.desk.label}>Stage</span>
        <select name="stage" defaultValue={query.stage ?? ""} className={fieldStyles.desk.control}>
          <option value="">Any stage</option>
          {journeyStages.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className={fieldStyles.desk.label}>Waits for</span>
        <select name="waits" defaultValue={query.waits ?? ""} className={fieldStyles.desk.control}>
          <option value="">Anyone</option>
          {waitsForOptions.map((w) => (
            <option key={w.value} value={w.value}>
              {w.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
