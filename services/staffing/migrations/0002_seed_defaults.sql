-- Default value lists (German care staffing) and the default AssignmentValidationSettings.
-- Codes are stable slugs stored on records; labels are what people read and may be edited later.
-- Qualification ranks: a higher rank may fill an order requiring a lower one; equal ranks do not
-- substitute for each other (an intensive-care specialist is no Praxisanleiter and vice versa).
INSERT INTO "value_lists" ("id", "list_key", "code", "label", "sort_order", "rank") VALUES
  (gen_random_uuid(), 'qualifications', 'pflegehelfer', 'Pflegehelfer/in', 10, 1),
  (gen_random_uuid(), 'qualifications', 'pflegeassistenz', 'Pflegeassistent/in', 20, 2),
  (gen_random_uuid(), 'qualifications', 'pflegefachkraft', 'Pflegefachkraft', 30, 3),
  (gen_random_uuid(), 'qualifications', 'fachkraft-intensivpflege', 'Fachkraft für Intensivpflege', 40, 4),
  (gen_random_uuid(), 'qualifications', 'praxisanleiter', 'Praxisanleiter/in', 50, 4),
  (gen_random_uuid(), 'qualifications', 'pflegedienstleitung', 'Pflegedienstleitung', 60, 4),
  (gen_random_uuid(), 'absenceTypes', 'vacation', 'Urlaub', 10, NULL),
  (gen_random_uuid(), 'absenceTypes', 'sickness', 'Krankheit', 20, NULL),
  (gen_random_uuid(), 'absenceTypes', 'unavailable', 'Nicht verfügbar', 30, NULL),
  (gen_random_uuid(), 'absenceTypes', 'training', 'Fortbildung', 40, NULL),
  (gen_random_uuid(), 'crmStatus', 'lead', 'Lead', 10, NULL),
  (gen_random_uuid(), 'crmStatus', 'prospect', 'Interessent', 20, NULL),
  (gen_random_uuid(), 'crmStatus', 'customer', 'Kunde', 30, NULL),
  (gen_random_uuid(), 'crmStatus', 'inactive', 'Inaktiv', 40, NULL)
ON CONFLICT ("list_key", "code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "assignment_validation_settings"
  ("id", "qualification", "availability", "working_hours", "overlap", "contract_coverage")
VALUES (1, 'Error', 'Error', 'Warning', 'Error', 'Warning')
ON CONFLICT ("id") DO NOTHING;
