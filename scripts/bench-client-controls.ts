/**
 * The controls of the client's private pages that `npm run bench` times (docs/PERFORMANCE.md#interactions):
 * the immigration questionnaire (docs/INTAKE.md#the-clients-page) and the engagement letter's three
 * steps (docs/ENGAGEMENT.md#the-clients-steps). Each use gets a questionnaire or a letter of its
 * own, at the step its control is used on (scripts/bench-client-pages.ts); `:token` in the route
 * becomes its link's token.
 */
import type { Page } from "playwright-core";
import { answerAboutYou } from "../tests/support/questionnaire-answers";
import { letterClientName } from "./bench-client-pages";
import type { Control } from "./bench-controls";

const children = (page: Page) => page.getByRole("group", { name: /Do you have any children/ });

export const clientPageControls: Control[] = [
  {
    name: "Questionnaire: typing a name",
    route: "/questionnaire/:token/1",
    viewport: "phone",
    clientPage: "questionnaire",
    prepare: (page) =>
      page.getByLabel("Your full name, as it appears on your passport").scrollIntoViewIfNeeded(),
    act: (page) =>
      page
        .getByLabel("Your full name, as it appears on your passport")
        .pressSequentially("Mariana"),
  },
  {
    // A choice that shows the questions that depend on it (the partner's name, whether in Canada).
    name: "Questionnaire: choosing Married (shows the partner's questions)",
    route: "/questionnaire/:token/2",
    viewport: "phone",
    clientPage: "questionnaire",
    target: (page) => page.getByRole("radio", { name: "Married" }),
  },
  {
    name: "Questionnaire: Yes to children (shows each child's questions)",
    route: "/questionnaire/:token/2",
    viewport: "phone",
    clientPage: "questionnaire",
    target: (page) => children(page).getByRole("radio", { name: "Yes" }),
  },
  {
    // A repeating group's button: it saves the section and comes back with one more child.
    name: "Questionnaire: adding a child",
    route: "/questionnaire/:token/2",
    viewport: "phone",
    clientPage: "questionnaire",
    prepare: async (page) => {
      await children(page).getByRole("radio", { name: "Yes" }).check();
      await page.getByRole("group", { name: "Child 1" }).waitFor();
    },
    target: (page) => page.getByRole("button", { name: "Add another child" }),
  },
  {
    // Checked on the page with the server's schema, then sent: timed to the frame after the press.
    name: "Questionnaire: Save and continue (to the next section)",
    route: "/questionnaire/:token/1",
    viewport: "phone",
    clientPage: "questionnaire",
    prepare: answerAboutYou,
    target: (page) => page.getByRole("button", { name: "Save and continue" }),
  },
  {
    name: "Engagement letter: typing the one-time code",
    route: "/engagement/:token",
    viewport: "phone",
    clientPage: "letter-code",
    prepare: (page) => page.getByLabel("Code from the e-mail").scrollIntoViewIfNeeded(),
    act: (page) => page.getByLabel("Code from the e-mail").pressSequentially("123456"),
  },
  {
    name: "Engagement letter: ticking the consent to sign electronically",
    route: "/engagement/:token",
    viewport: "phone",
    clientPage: "letter-consent",
    target: (page) =>
      page.getByRole("checkbox", {
        name: /I agree to receive this engagement letter electronically/,
      }),
  },
  {
    name: "Engagement letter: typing the signature",
    route: "/engagement/:token",
    viewport: "phone",
    clientPage: "letter-sign",
    prepare: (page) => page.getByLabel("Your full name").scrollIntoViewIfNeeded(),
    act: (page) => page.getByLabel("Your full name").pressSequentially(letterClientName),
  },
  {
    // One-way: each use signs a letter of its own. Timed to the frame after the press, not the
    // server's answer (the signed PDF is made on the server).
    name: "Engagement letter: Sign the letter",
    route: "/engagement/:token",
    viewport: "phone",
    clientPage: "letter-sign",
    prepare: (page) => page.getByLabel("Your full name").fill(letterClientName),
    target: (page) => page.getByRole("button", { name: "Sign the letter" }),
  },
];
