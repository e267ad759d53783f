import { Tabs } from "radix-ui";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { NoScript } from "~/components/ui/no-script";
import { firm } from "~/content/firm";
import { useAfterNextPaint } from "~/lib/hooks/use-after-next-paint";
import { EmbeddedForm } from "./embedded-form";
import { focusMessageForm, showMessageFormEvent } from "./focus-message-form";
import { OwnAgreementPanel } from "./own-agreement-panel";
import { OwnQuestionnairePanel } from "./own-questionnaire-panel";
import { useIntakeFormsProvider } from "./use-intake-forms-provider";

/** The Contact page's tabs, in order; the value is what `?tab=` carries (docs/PRODUCT-RULES.md#contact-and-privacy). */
export const contactTabs = [
  { value: "contact", label: "Contact Form" },
  { value: "consultation-form", label: "Client Consultation Form" },
  { value: "agreement", label: "Consultation Agreement" },
] as const;
export type ContactTab = (typeof contactTabs)[number]["value"];

function tabFromSearch(search: string): ContactTab {
  const value = new URLSearchParams(search).get("tab");
  return contactTabs.find((t) => t.value === value)?.value ?? "contact";
}

// On phones the three tabs share one row (so the form starts in the first screen), two or three
// short lines each; from 768 px they are pills.
const triggerClass =
  "min-h-11 min-w-0 rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold text-ink-800 transition-colors hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-600 data-[state=active]:bg-ink-900 data-[state=active]:text-white data-[state=active]:shadow-card md:shrink-0 md:rounded-pill md:px-4 md:py-2 md:text-[0.95rem]";

/**
 * The three tabs with ARIA tab semantics (Radix Tabs). The chosen tab is written to the URL
 * (`?tab=consultation-form`, `?tab=agreement`) so it can be linked, and read back on load.
 */
export function ContactTabs({ contactPanel }: { contactPanel: ReactNode }) {
  const location = useLocation();
  const afterPress = useAfterNextPaint();
  // The prerendered page is the Contact Form tab; the URL's tab is applied once hydrated.
  const [active, setActive] = useState<ContactTab>("contact");
  useEffect(() => setActive(tabFromSearch(location.search)), [location.search]);
  // The firm's own questionnaire and letter, or the third-party forms (docs/INTAKE.md#the-contact-page):
  // the server is asked when a forms tab is first opened, and no third-party form loads before.
  const forms = useIntakeFormsProvider(active !== "contact");
  const embedded = forms.provider === "external";

  const choose = (value: string) => {
    const tab = tabFromSearch(`tab=${value}`);
    setActive(tab);
    const url = new URL(window.location.href);
    if (tab === "contact") url.searchParams.delete("tab");
    else url.searchParams.set("tab", tab);
    // Keep React Router's history state; this is not a navigation, only a linkable address.
    window.history.replaceState(
      window.history.state,
      "",
      `${url.pathname}${url.search}${url.hash}`,
    );
  };

  // A link to the message form elsewhere on the page (e.g. in an embed's fallback) shows this tab.
  useEffect(() => {
    const show = () => flushSync(() => choose("contact"));
    window.addEventListener(showMessageFormEvent, show);
    return () => window.removeEventListener(showMessageFormEvent, show);
  });
  const toMessageForm = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMessageForm();
  };

  const panelClass =
    "mt-5 md:mt-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink-600 data-[state=inactive]:hidden";
  return (
    <Tabs.Root
      value={active}
      // The chosen panel is drawn once the press has painted (its layout and the trigger's focus
      // would otherwise hold back the press's own frame on a phone).
      onValueChange={(value) => afterPress(() => choose(value))}
      activationMode="manual"
    >
      <Tabs.List
        data-contact-tablist
        aria-label="Ways to reach us"
        className="grid grid-cols-3 gap-1 rounded-card border border-line bg-sand p-1.5 md:inline-flex md:gap-2 md:rounded-pill"
      >
        {contactTabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className={triggerClass} data-tab={t.value}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Without JavaScript the tabs cannot switch: offer the two forms as plain links instead. */}
      {/* The tab list itself is hidden without scripting (app.css). */}
      <NoScript>
        {firm.embeds.forms === "own" ? (
          <p
            className="rounded-card border border-line bg-sand p-5 text-[0.95rem]"
            data-noscript-forms
          >
            Already spoke with us? Our questionnaire and engagement letter are on our own website:
            we e-mail you a private link to each when your matter needs it. To ask for the
            questionnaire, write to us with the form below.
          </p>
        ) : (
          <p
            className="rounded-card border border-line bg-sand p-5 text-[0.95rem]"
            data-noscript-forms
          >
            Already spoke with us? Fill in the{" "}
            <a
              href={firm.embeds.consultationForm}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-ink-800 underline"
            >
              Client Consultation Form
            </a>{" "}
            or sign the{" "}
            <a
              href={firm.embeds.consultationAgreement}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-ink-800 underline"
            >
              Consultation Agreement
            </a>{" "}
            on our forms provider's website (each opens in a new tab).
          </p>
        )}
      </NoScript>
      <Tabs.Content value="contact" forceMount className={panelClass}>
        {contactPanel}
      </Tabs.Content>
      <Tabs.Content value="consultation-form" forceMount className={panelClass}>
        <PanelIntro heading="Client Consultation Form">
          Tell us about your matter before your consultation, so the time is spent on advice rather
          than paperwork. It takes about ten minutes.
        </PanelIntro>
        {embedded ? (
          <EmbeddedForm
            src={firm.embeds.consultationForm}
            title="Client consultation form"
            height={900}
            active={active === "consultation-form" && forms.known}
            onMessageForm={toMessageForm}
          />
        ) : (
          <OwnQuestionnairePanel onMessageForm={toMessageForm} />
        )}
      </Tabs.Content>
      <Tabs.Content value="agreement" forceMount className={panelClass}>
        {embedded ? (
          <>
            <PanelIntro heading="Consultation Agreement">
              Review and sign our consultation agreement online. It explains what the consultation
              covers, what it does not, and how we keep your information confidential.
            </PanelIntro>
            <EmbeddedForm
              src={firm.embeds.consultationAgreement}
              title="Consultation agreement"
              height={600}
              active={active === "agreement" && forms.known}
              onMessageForm={toMessageForm}
            />
          </>
        ) : (
          <>
            <PanelIntro heading="Consultation Agreement">
              Our engagement letter sets out what we will do for you and what it costs. You sign it
              on our own website.
            </PanelIntro>
            <OwnAgreementPanel />
          </>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function PanelIntro({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mb-6 max-w-3xl">
      <h2 className="text-2xl font-semibold md:text-3xl">{heading}</h2>
      <p className="mt-2 text-lg text-muted">{children}</p>
    </div>
  );
}
