import { deskCard } from "~/components/desk/desk-button";
import { isGroup, notAnswered, type ReportLine, type ReportSection } from "~/intake/answer-report";

function Lines({ lines }: { lines: ReportLine[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(12rem,2fr)_3fr]">
      {lines.map((l) => (
        <div key={l.question} className="contents">
          <dt className="font-semibold text-ink-900">{l.question}</dt>
          <dd
            className={`whitespace-pre-wrap break-words ${l.answer === notAnswered ? "text-muted italic" : ""}`}
          >
            {l.answer}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A questionnaire's answers, section by section, for staff on screen and on paper (the print
 * stylesheet drops the desk's navigation; each section avoids breaking across pages).
 */
export function QuestionnaireReport({ report }: { report: ReportSection[] }) {
  return (
    <div className="space-y-4">
      {report.map((section) => (
        <section
          key={section.title}
          className={`${deskCard} break-inside-avoid space-y-3 print:border-0 print:p-0 print:shadow-none`}
        >
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <Lines lines={section.items.filter((i): i is ReportLine => !isGroup(i))} />
          {section.items.filter(isGroup).map((group) => (
            <div key={group.question} className="space-y-2">
              <h3 className="font-semibold">{group.question}</h3>
              {group.entries.length === 0 ? <p className="text-muted italic">None given</p> : null}
              {group.entries.map((entry) => (
                <div key={entry.label} className="rounded-lg border border-line p-3">
                  <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
                    {entry.label}
                  </h4>
                  <Lines lines={entry.lines} />
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
