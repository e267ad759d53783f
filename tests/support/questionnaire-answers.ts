/**
 * Answers a person gives on the immigration questionnaire's pages (docs/INTAKE.md#the-clients-page),
 * by the labels they read: shared by its browser tests and `npm run bench`'s controls, which load
 * no questionnaire definitions (plain Playwright, no Vite).
 */
import type { Page } from "playwright-core";

/** Answers every required question of "About you", the first section. */
export async function answerAboutYou(page: Page): Promise<void> {
  await page.getByLabel("Your full name, as it appears on your passport").fill("Mariana Okafor");
  await page.getByLabel("Date of birth").fill("1990-04-12");
  await page.getByLabel("Country or countries of citizenship").fill("Nigeria");
  await page.getByLabel("Street address").fill("12 Queen St W");
  await page.getByLabel("City or town").fill("Toronto");
  await page.getByLabel("Country").last().fill("Canada");
}
