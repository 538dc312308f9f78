CREATE TABLE "iot_telemetry_minute" (
	"device_id" integer NOT NULL,
	"property" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"nums" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision,
	"max" double precision,
	"last_ts" timestamp (3) with time zone NOT NULL,
	"last" jsonb,
	CONSTRAINT "iot_telemetry_minute_device_id_property_minute_pk" PRIMARY KEY("device_id","property","minute")
);
--> statement-breakpoint
CREATE TABLE "sys_attachment_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text DEFAULT 'system' NOT NULL,
	"drive" text DEFAULT 'local' NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"ext" text NOT NULL,
	"md5" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_attachment_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"config_id" serial PRIMARY KEY NOT NULL,
	"config_name" text NOT NULL,
	"config_key" text NOT NULL,
	"config_value" text NOT NULL,
	"config_type" integer DEFAULT 0 NOT NULL,
	"create_by" integer DEFAULT 0 NOT NULL,
	"update_by" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oper_log" (
	"oper_id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"business_type" integer DEFAULT 0 NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"request_method" text DEFAULT '' NOT NULL,
	"operator_type" integer DEFAULT 1 NOT NULL,
	"oper_name" text DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"oper_url" text DEFAULT '' NOT NULL,
	"oper_ip" text DEFAULT '' NOT NULL,
	"oper_location" text DEFAULT '' NOT NULL,
	"oper_param" text DEFAULT '' NOT NULL,
	"json_result" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"error_msg" text DEFAULT '' NOT NULL,
	"cost_time" integer DEFAULT 0 NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"oper_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer DEFAULT 0 NOT NULL,
	"target_name" text NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"job_params" text DEFAULT '' NOT NULL,
	"job_group" text DEFAULT 'DEFAULT' NOT NULL,
	"invoke_target" text NOT NULL,
	"cron_expression" text NOT NULL,
	"misfire_policy" integer DEFAULT 1 NOT NULL,
	"concurrent" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" integer DEFAULT 0 NOT NULL,
	"update_by" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "live_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_attachment_content" ADD CONSTRAINT "sys_attachment_content_id_sys_attachment_id_fk" FOREIGN KEY ("id") REFERENCES "public"."sys_attachment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_telemetry_minute_minute_idx" ON "iot_telemetry_minute" USING brin ("minute");--> statement-breakpoint
CREATE INDEX "sys_attachment_updated_idx" ON "sys_attachment" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_idx" ON "sys_oper_log" USING btree ("oper_time");--> statement-breakpoint
CREATE INDEX "sys_job_log_target_idx" ON "sys_job_log" USING btree ("target_name","id");--> statement-breakpoint
-- The roll-up of the history stored before it existed (later rows are added by the writer).
INSERT INTO iot_telemetry_minute AS m (device_id, property, minute, count, nums, sum, min, max, last_ts, last)
SELECT device_id, property, date_bin('1 minute', ts, 'epoch'::timestamptz), count(*)::int, count(num)::int,
       coalesce(sum(num), 0), min(num), max(num), max(ts),
       (array_agg(coalesce(val, to_jsonb(num)) ORDER BY ts DESC))[1]
FROM iot_telemetry GROUP BY 1, 2, 3;
