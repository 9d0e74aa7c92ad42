-- Issue 13: which dates of an assignment the dispatcher planned by hand, so a later change of the
-- order's shift pattern regenerates only the others (docs/staffing.md, "An order's pattern change").
-- A date here keeps its duties as they are, also none (a day off given by hand).
CREATE TABLE "manual_duty_dates" (
	"assignment_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "manual_duty_dates_pkey" PRIMARY KEY("assignment_id","date")
);--> statement-breakpoint
ALTER TABLE "manual_duty_dates" ADD CONSTRAINT "manual_duty_dates_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing duties: a date whose duties differ from what the order's pattern gives for it (times,
-- break, number of duties; an untimed order: anything but one untimed duty) was planned by hand.
INSERT INTO "manual_duty_dates" ("assignment_id", "date")
SELECT a."id", g.d::date
FROM "assignments" a
JOIN "orders" o ON o."id" = a."order_id"
CROSS JOIN LATERAL generate_series(a."start_date"::timestamp, a."end_date"::timestamp, interval '1 day') g(d)
CROSS JOIN LATERAL (SELECT CASE
    WHEN o."shift_pattern" -> 'exceptions' ? to_char(g.d, 'YYYY-MM-DD') THEN o."shift_pattern" -> 'exceptions' -> to_char(g.d, 'YYYY-MM-DD')
    ELSE o."shift_pattern" -> 'weekdays' -> (ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM g.d)::int]
  END AS shift) p
CROSS JOIN LATERAL (SELECT count(*) AS n, bool_and(x."start" IS NULL) AS untimed, min(to_char(x."start", 'HH24:MI')) AS s,
    min(to_char(x."end", 'HH24:MI')) AS e, min(x."break_minutes") AS b
  FROM "duties" x WHERE x."assignment_id" = a."id" AND x."date" = g.d::date) have
WHERE NOT coalesce(CASE
    WHEN o."shift_pattern" IS NULL THEN have.n = 1 AND have.untimed
    WHEN p.shift IS NULL OR jsonb_typeof(p.shift) = 'null' THEN have.n = 0
    ELSE have.n = 1 AND have.s = p.shift ->> 'start' AND have.e = p.shift ->> 'end' AND have.b = (p.shift ->> 'breakMinutes')::int
  END, false);
