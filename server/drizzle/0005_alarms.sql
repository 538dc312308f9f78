CREATE TABLE "iot_alarm_level" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_alarm_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"rule_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	"level" integer NOT NULL,
	"device_id" integer NOT NULL,
	"product_key" text NOT NULL,
	"device_key" text NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"expression" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer DEFAULT 0 NOT NULL,
	"handled_at" timestamp with time zone,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_alarm_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"level" integer DEFAULT 4 NOT NULL,
	"product_key" text NOT NULL,
	"device_key" text DEFAULT '' NOT NULL,
	"trigger_mode" integer DEFAULT 1 NOT NULL,
	"trigger_type" integer DEFAULT 0 NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"trigger_condition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cron_condition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_secret" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_alarm_webhook" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"log_id" bigint NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ok" boolean DEFAULT false NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "iot_alarm_log" ADD CONSTRAINT "iot_alarm_log_device_id_iot_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "iot_alarm_log_open_uq" ON "iot_alarm_log" USING btree ("rule_id","device_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "iot_alarm_log_device_idx" ON "iot_alarm_log" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "iot_alarm_log_created_idx" ON "iot_alarm_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "iot_alarm_rule_product_idx" ON "iot_alarm_rule" USING btree ("product_key");--> statement-breakpoint
CREATE INDEX "iot_alarm_webhook_rule_idx" ON "iot_alarm_webhook" USING btree ("rule_id","id");