CREATE TABLE "iot_telemetry_rollup" (
	"id" integer PRIMARY KEY NOT NULL,
	"until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
-- Every row stored so far is already in the minutes (each batch added its own), those measured
-- in the future included: the mark starts after all of them.
INSERT INTO "iot_telemetry_rollup" ("id", "until")
SELECT 1, greatest(now(), (SELECT max("ts") + interval '1 millisecond' FROM "iot_telemetry"));
