import { describe, expect, it } from "vitest";
import {
  fieldName,
  firstIncomplete,
  futureDateMessage,
  prune,
  questionnaireAnswersSchema,
  readSection,
  sectionErrors,
} from "./answers";
import { parseQuestionnaire, questionnaire, questionnaires } from "./questionnaires";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe("the firm's questionnaires", () => {
  it("has the immigration, wills and purchase intakes, each checked at build", () => {
    expect(questionnaires.map((q) => q.id).sort()).toEqual(
      expect.arrayContaining([
        "immigration-intake",
        "real-estate-purchase",
        "wills-powers-of-attorney",
      ]),
    );
    const immigration = questionnaire("immigration-intake");
    expect(immigration?.sections.map((s) => s.title)).toEqual([
      "About you",
      "Your family",
      "Your status in Canada",
      "Travel and refusals",
      "Education and work",
      "Language tests",
    ]);
  });

  it("stops on a bad file with the file, the line and the field", () => {
    const result = parseQuestionnaire(
      "broken",
      "title: Broken\npracticeArea: immigration\nintro: An intro long enough.\nthanks: Thanks.\nsections:\n  - id: one\n    title: One\n    questions:\n      - id: a\n        type: colour\n        label: Favourite colour\n",
    );
    expect("problems" in result && result.problems[0]).toMatchObject({
      file: "app/content/questionnaires/broken.yaml",
      line: 9,
    });
  });

  it("refuses a condition on a later or unknown question, or on an answer the question cannot have", () => {
    const result = parseQuestionnaire(
      "bad-condition",
      [
        "title: Bad condition",
        "practiceArea: notary",
        "intro: An intro long enough.",
        "thanks: Thanks.",
        "sections:",
        "  - id: one",
        "    title: One",
        "    questions:",
        "      - id: a",
        "        type: yes-no",
        "        label: Question A",
        "      - id: b",
        "        type: text",
        "        label: Question B",
        "        showIf: { question: a, equals: maybe }",
        "      - id: c",
        "        type: text",
        "        label: Question C",
        "        showIf: { question: d, equals: 'yes' }",
      ].join("\n"),
    );
    const problems = "problems" in result ? result.problems : [];
    expect(problems.map((p) => p.line)).toEqual([15, 19]);
    expect(problems[0]?.message).toContain('"maybe" is not an answer of "a"');
    expect(problems[1]?.message).toContain("not a question before this one");
  });
});

describe("answers", () => {
  const q = questionnaire("immigration-intake");
  if (!q) throw new Error("missing");
  const today = "2026-11-29";

  it("requires what is required, and only when shown", () => {
    const answers = readSection(
      q,
      1,
      form({ "q.marital-status": "Single", "q.has-children": "no" }),
      {},
    );
    expect(sectionErrors(q, 1, answers, today)).toEqual({});
    const married = readSection(
      q,
      1,
      form({ "q.marital-status": "Married", "q.has-children": "yes" }),
      {},
    );
    expect(sectionErrors(q, 1, married, today)).toEqual({
      "q.partner-name": "Answer this question.",
      "q.children": "Add at least one child.",
    });
  });

  it("reads repeating entries in order, drops blank ones, and checks each", () => {
    const answers = readSection(
      q,
      1,
      form({
        "q.marital-status": "Single",
        "q.has-children": "yes",
        [fieldName("name", { group: "children", index: 0 })]: "Ana",
        "q.children.0.birth-date": "2015-02-30",
        "q.children.3.name": "Ben",
        "q.children.3.birth-date": "2018-06-01",
        "q.children.5.name": "",
      }),
      {},
    );
    expect(answers.children).toEqual([
      { name: "Ana", "birth-date": "2015-02-30", coming: "" },
      { name: "Ben", "birth-date": "2018-06-01", coming: "" },
    ]);
    expect(sectionErrors(q, 1, answers, today)).toEqual({
      "q.children.0.birth-date": "Enter a real date, like 2024-03-17.",
    });
  });

  it("forgets follow-up answers when the answer they follow changes", () => {
    const saved = readSection(
      q,
      1,
      form({ "q.marital-status": "Married", "q.partner-name": "Sam", "q.has-children": "no" }),
      {},
    );
    expect(saved["partner-name"]).toBe("Sam");
    const changed = readSection(
      q,
      1,
      form({ "q.marital-status": "Single", "q.partner-name": "Sam", "q.has-children": "no" }),
      saved,
    );
    expect(changed["partner-name"]).toBeUndefined();
    expect(prune(q, { "partner-name": "Sam" })).toEqual({});
  });

  it("refuses an answer that is not one of the choices, and an address without its city", () => {
    const answers = readSection(
      q,
      0,
      form({
        "q.full-name": "A B",
        "q.birth-date": "1990-01-01",
        "q.citizenship": "Brazil",
        "q.current-address.street": "1 Main St",
        "q.current-address.country": "Canada",
      }),
      {},
    );
    expect(sectionErrors(q, 0, answers, today)).toEqual({
      "q.current-address.city": "Enter the street address, city and country.",
    });
    expect(
      sectionErrors(q, 1, { "marital-status": "Engaged", "has-children": "no" }, today),
    ).toEqual({
      "q.marital-status": "Choose one of the answers.",
    });
  });

  it("refuses a date of birth or of a refusal after the given today, in every questionnaire", () => {
    const aboutYou = (birth: string) =>
      readSection(
        q,
        0,
        form({
          "q.full-name": "A B",
          "q.birth-date": birth,
          "q.citizenship": "Brazil",
          "q.current-address.street": "1 Main St",
          "q.current-address.city": "Toronto",
          "q.current-address.country": "Canada",
        }),
        {},
      );
    expect(sectionErrors(q, 0, aboutYou("2030-01-01"), today)).toEqual({
      "q.birth-date": futureDateMessage,
    });
    expect(sectionErrors(q, 0, aboutYou("2026-11-30"), today)).toEqual({
      "q.birth-date": futureDateMessage,
    });
    // Today itself is not in the future (a child born today); the service passes the latest date
    // on Earth as "today" (latestToday, app/platform/firm-clock.test.ts).
    expect(sectionErrors(q, 0, aboutYou("2026-11-29"), today)).toEqual({});
    expect(sectionErrors(q, 0, aboutYou("2026-11-30"), "2026-11-30")).toEqual({});
    const child = { name: "Ana", "birth-date": "2031-05-05", coming: "no" };
    expect(
      sectionErrors(
        q,
        1,
        { "marital-status": "Single", "has-children": "yes", children: [child] },
        today,
      ),
    ).toEqual({ "q.children.0.birth-date": futureDateMessage });
    // Every date of birth in every questionnaire says so.
    for (const each of questionnaires)
      for (const section of each.sections)
        for (const question of section.questions)
          for (const date of question.type === "group" ? question.questions : [question])
            if (date.type === "date" && /birth/i.test(date.label))
              expect(date.past, `${each.id} ${date.id}`).toBe(true);
  });

  it("knows the first unfinished section, and the whole schema accepts complete answers", () => {
    expect(firstIncomplete(q, {}, today)).toBe(0);
    const whole = questionnaireAnswersSchema(q, today);
    expect(whole.safeParse({ "full-name": "x", unknown: 1 }).success).toBe(false);
  });
});
