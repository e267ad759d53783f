-- Questionnaire reminders (docs/INTAKE.md#reminders): when the desk flagged a questionnaire for
-- staff, no answer after two reminders. Null: not flagged.
-- Never edit a landed migration: add the next number.
ALTER TABLE intake_questionnaires ADD COLUMN stalled_at INTEGER;

-- Questionnaires whose staff e-mail already went under the earlier rule (a third "reminder").
UPDATE intake_questionnaires SET stalled_at = reminded_at WHERE reminders > 2;
