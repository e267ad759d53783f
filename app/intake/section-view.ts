/**
 * What the client's page says about a section's fields, beyond the form itself: the label of each
 * field name an error can be under (for the error summary), and the progress through the sections.
 */
import {
  addressLabels,
  addressParts,
  type Condition,
  type Question,
  type Questionnaire,
} from "./questionnaire-definition";

const answerWords = (value: string) => (value === "yes" ? "Yes" : value === "no" ? "No" : value);

/** "Only if you answered “Yes” to “Do you have children?”": a condition read without scripts. */
export function conditionWords(condition: Condition, questions: readonly Question[]): string {
  const target = questions.find((q) => q.id === condition.question);
  const values = [condition.equals]
    .flat()
    .map((v) => `“${answerWords(v)}”`)
    .join(" or ");
  return `Only if you answered ${values}${target ? ` to “${target.label}”` : " above"}.`;
}

/** Field name (`q.children.0.name`, `q.address.city`) → the words the error summary shows. */
export function errorLabels(questionnaire: Questionnaire, index: number): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const q of questionnaire.sections[index]?.questions ?? []) {
    labels[`q.${q.id}`] = q.label;
    if (q.type === "address")
      for (const p of addressParts) labels[`q.${q.id}.${p}`] = `${q.label}: ${addressLabels[p]}`;
    if (q.type === "group")
      for (let n = 0; n < q.max; n++)
        for (const sub of q.questions) {
          labels[`q.${q.id}.${n}.${sub.id}`] = `${q.itemLabel} ${n + 1}: ${sub.label}`;
          if (sub.type === "address")
            for (const p of addressParts)
              labels[`q.${q.id}.${n}.${sub.id}.${p}`] =
                `${q.itemLabel} ${n + 1}: ${addressLabels[p]}`;
        }
  }
  return labels;
}
