import { QuestionnaireProgress } from "~/components/intake/questionnaire-progress";
import { QuestionnaireSection } from "~/components/intake/questionnaire-section";
import { PageHero } from "~/components/sections/page-hero";
import { firm } from "~/content/firm";
import { questionnaireAction, questionnaireLoader } from "~/intake/intake-page.server";
import type { Route } from "./+types/intake";

/** The client's questionnaire behind its link (docs/INTAKE.md#the-clients-page). */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  questionnaireLoader(context.intake, params, new URL(request.url));

export const action = ({ params, request, context }: Route.ActionArgs) =>
  questionnaireAction(context.intake, params, request);

export const meta = ({ data: d }: Route.MetaArgs) => {
  const section = d && d.section !== "done" ? d.questionnaire.sections[d.section] : undefined;
  const where = section
    ? `${section.title} (section ${Number(d?.section) + 1} of ${d?.total}) | `
    : "";
  return [
    { title: `${where}${d?.questionnaire.title ?? "Your questionnaire"} | ${firm.shortName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function IntakePage({ loaderData: d, actionData }: Route.ComponentProps) {
  const section = d.section === "done" ? undefined : d.questionnaire.sections[d.section];
  return (
    <>
      <PageHero eyebrow="Your questionnaire" heading={d.questionnaire.title} compact>
        <p>
          Hello {d.firstName}. {d.questionnaire.intro}
        </p>
      </PageHero>
      {/* A client's own page: no phone Book bar (app/app.css, `data-client-page`). */}
      <section data-client-page className="container-page py-10 md:py-14">
        <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[16rem_1fr]">
          <div className="md:sticky md:top-24 md:self-start">
            <QuestionnaireProgress
              questionnaire={d.questionnaire}
              index={d.section}
              sectionsDone={d.sectionsDone}
              base={d.base}
              locked={d.completed}
            />
          </div>
          <div className="min-w-0">
            {section && d.section !== "done" ? (
              <>
                <h2 id="section-heading" className="font-serif text-2xl font-semibold text-ink-900">
                  {section.title}
                </h2>
                <p className="mt-1 text-sm text-muted">
                  Your answers are saved when you continue. You can come back to this link later, on
                  any device.
                </p>
                <div className="mt-6">
                  <QuestionnaireSection
                    key={`${d.section}-${d.revision}-${d.adding ?? ""}`}
                    questionnaire={d.questionnaire}
                    index={d.section}
                    answers={d.answers}
                    today={d.today}
                    errors={actionData?.errors}
                    adding={d.adding}
                    basePath={d.base}
                  />
                </div>
              </>
            ) : (
              <div
                role="status"
                className="rounded-card border border-line bg-white p-6 shadow-card"
              >
                <h2 className="font-serif text-2xl font-semibold text-ink-900">
                  {d.completed
                    ? "Thank you: your answers are with us"
                    : "A few answers are still needed"}
                </h2>
                <p className="mt-3 text-body">
                  {d.completed
                    ? d.questionnaire.thanks
                    : "Go back to the sections not marked done, then save and finish the last one."}
                </p>
                {d.completed ? (
                  <p className="mt-3 text-body">
                    Your answers can no longer be changed here. To change one, reply to our e-mail
                    or call {firm.phone.display}.
                  </p>
                ) : null}
              </div>
            )}
            <p className="mt-10 text-sm text-muted">
              A question? Call {firm.phone.display} or reply to our e-mail. Please keep this link to
              yourself
              {d.completed ? "." : ": anyone who has it can read and change your answers."}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
