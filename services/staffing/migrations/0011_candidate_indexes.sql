-- The candidates ranking reads every employee's week sums for a few Mondays and whoever stated availability on the window's dates (docs/candidates.md).
CREATE INDEX "duty_weeks_monday_idx" ON "duty_weeks" USING btree ("monday","employee_id","net_minutes");--> statement-breakpoint
CREATE INDEX "employee_availability_date_idx" ON "employee_availability" USING btree ("date");