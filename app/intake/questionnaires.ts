/**
 * The firm's questionnaires: one YAML file per questionnaire in app/content/questionnaires/
 * (docs/INTAKE.md#writing-a-questionnaire), read when the site is built and checked against
 * ./questionnaire-definition.ts. Every problem in every file is collected, then the build stops
 * with each one's file, line and what to change (docs/EDITING.md#when-the-build-stops).
 */
import { ContentError, type ContentProblem } from "~/content/collections/errors";
import { parseFrontmatter } from "~/content/collections/frontmatter";
import { crossCheck, type Questionnaire, questionnaireSchema } from "./questionnaire-definition";

const folder = "app/content/questionnaires";

/** One file's questionnaire, or what is wrong with it. */
export function parseQuestionnaire(
  id: string,
  text: string,
): { questionnaire: Questionnaire } | { problems: ContentProblem[] } {
  const file = `${folder}/${id}.yaml`;
  if (!/^[a-z][a-z0-9-]{0,59}$/.test(id))
    return {
      problems: [
        {
          file,
          message:
            "The file's name is used in addresses, so it must be lower-case words joined by hyphens.",
          fix: 'Rename the file, like "immigration-intake.yaml".',
        },
      ],
    };
  // The whole file is YAML (no `---` fences), so its lines are one fewer than a frontmatter's.
  const parsed = parseFrontmatter(file, text);
  if ("problems" in parsed)
    return { problems: parsed.problems.map((p) => ({ ...p, line: p.line && p.line - 1 })) };
  const lineOf = (path: readonly PropertyKey[]) => parsed.lineOf(path) - 1;
  const checked = questionnaireSchema.safeParse(parsed.data);
  if (!checked.success)
    return {
      problems: checked.error.issues.map((issue) => {
        const field = issue.path.map(String).join(".") || "file";
        return {
          file,
          line: lineOf(issue.path),
          message: `"${field}": ${issue.message}.`,
          fix: "Correct it as docs/INTAKE.md#writing-a-questionnaire describes.",
        };
      }),
    };
  const problems = crossCheck(checked.data).map(([path, message]) => ({
    file,
    line: lineOf(path),
    message: `${message}.`,
    fix: "Correct it as docs/INTAKE.md#conditions describes.",
  }));
  if (problems.length > 0) return { problems };
  return { questionnaire: { id, ...checked.data } };
}

const files = import.meta.glob("../content/questionnaires/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function load(): Questionnaire[] {
  const problems: ContentProblem[] = [];
  const all: Questionnaire[] = [];
  for (const [path, text] of Object.entries(files)) {
    const result = parseQuestionnaire(path.replace(/^.*\//, "").replace(/\.yaml$/, ""), text);
    if ("problems" in result) problems.push(...result.problems);
    else all.push(result.questionnaire);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return all.sort(
    (a, b) => a.practiceArea.localeCompare(b.practiceArea) || a.title.localeCompare(b.title),
  );
}

export const questionnaires: readonly Questionnaire[] = load();

export function questionnaire(id: string): Questionnaire | undefined {
  return questionnaires.find((q) => q.id === id);
}

/** The questionnaires offered first for an inquiry of this practice area. */
export function questionnairesFor(serviceType: string | null): Questionnaire[] {
  const own = questionnaires.filter((q) => q.practiceArea === serviceType);
  return [...own, ...questionnaires.filter((q) => q.practiceArea !== serviceType)];
}
