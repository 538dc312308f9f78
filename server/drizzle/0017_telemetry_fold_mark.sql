ALTER TABLE "iot_telemetry" ADD COLUMN "rolled_up" boolean;--> statement-breakpoint
-- The fold's marks, one per share of the devices (minutes.ts), start at the writers' mark: the
-- minutes hold every row before it, and no row is flagged yet.
INSERT INTO "iot_telemetry_rollup" ("id", "until")
SELECT 2 + share, "until" FROM "iot_telemetry_rollup", generate_series(0, 3) AS share WHERE "id" = 1;
