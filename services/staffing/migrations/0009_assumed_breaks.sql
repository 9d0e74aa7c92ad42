-- Order shifts without a stated break plan the statutory minimum (ArbZG §4), marked `breakAssumed`
-- (docs/working-time-rules.md, "Assumed breaks"). A stored break of 0 is what a request without
-- breakMinutes and migration 0006 (shift times) wrote: it becomes the assumed statutory break — the
-- smallest of 0/30/45 min with which the shift's working time (span − break) meets §4: up to 6 h of
-- span none, up to 9 h 30 min 30 min, beyond 45 min. Any other break was stated and stays.
CREATE FUNCTION pg_temp.assumed_break_shift(s jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN s IS NULL OR jsonb_typeof(s) <> 'object' THEN s
    WHEN (s->>'breakMinutes')::int <> 0 THEN s || '{"breakAssumed": false}'::jsonb
    ELSE s || jsonb_build_object('breakAssumed', true, 'breakMinutes', CASE WHEN span > 570 THEN 45 WHEN span > 360 THEN 30 ELSE 0 END)
  END
  FROM (SELECT coalesce(nullif((((split_part(s->>'end', ':', 1)::int * 60 + split_part(s->>'end', ':', 2)::int)
    - (split_part(s->>'start', ':', 1)::int * 60 + split_part(s->>'start', ':', 2)::int)) + 1440) % 1440, 0), 1440) AS span) t
$$;--> statement-breakpoint
UPDATE "orders" SET "shift_pattern" = jsonb_build_object(
  'weekdays', (SELECT jsonb_object_agg(w.key, pg_temp.assumed_break_shift(w.value)) FROM jsonb_each("shift_pattern"->'weekdays') w),
  'exceptions', coalesce((SELECT jsonb_object_agg(x.key, pg_temp.assumed_break_shift(x.value)) FROM jsonb_each("shift_pattern"->'exceptions') x), '{}'::jsonb))
WHERE "shift_pattern" IS NOT NULL;--> statement-breakpoint
-- Duties from today on that the pattern generated (not planned by hand) follow, as after a pattern
-- change (docs/staffing.md): a break of 0 where the shift now assumes one gets it. Past days stay.
WITH "generated" AS (
  SELECT d."assignment_id", d."date", d."position", (p.shift->>'breakMinutes')::int AS "break_minutes"
  FROM "duties" d JOIN "assignments" a ON a."id" = d."assignment_id" JOIN "orders" o ON o."id" = a."order_id",
    LATERAL (SELECT coalesce(o."shift_pattern"->'exceptions'->(d."date"::text),
      o."shift_pattern"->'weekdays'->((ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM d."date")::int])) AS shift) p
  WHERE d."date" >= current_date AND d."break_minutes" = 0 AND (p.shift->>'breakMinutes')::int > 0 AND (p.shift->>'breakAssumed')::boolean
    AND p.shift->>'start' = to_char(d."start", 'HH24:MI') AND p.shift->>'end' = to_char(d."end", 'HH24:MI')
    AND NOT EXISTS (SELECT 1 FROM "manual_duty_dates" m WHERE m."assignment_id" = d."assignment_id" AND m."date" = d."date"))
UPDATE "duties" d SET "break_minutes" = g."break_minutes" FROM "generated" g
WHERE d."assignment_id" = g."assignment_id" AND d."date" = g."date" AND d."position" = g."position";--> statement-breakpoint
-- Net minutes changed: the service sums the week rows again at start (no zone row = not summed).
DELETE FROM "duty_weeks_zone";
