CREATE TABLE "iot_automation_flow" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"graph" jsonb NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"enabled_by" integer DEFAULT 0 NOT NULL,
	"run_count" bigint DEFAULT 0 NOT NULL,
	"error_count" bigint DEFAULT 0 NOT NULL,
	"dropped_count" bigint DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_automation_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"flow_version" integer DEFAULT 1 NOT NULL,
	"trigger" text NOT NULL,
	"trigger_node_id" text DEFAULT '' NOT NULL,
	"device_key" text DEFAULT '' NOT NULL,
	"slot" bigint,
	"status" text DEFAULT 'running' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"dropped" integer DEFAULT 0 NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iot_automation_step" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"input" jsonb,
	"output" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_automation_run" ADD CONSTRAINT "iot_automation_run_flow_id_iot_automation_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."iot_automation_flow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_automation_step" ADD CONSTRAINT "iot_automation_step_run_id_iot_automation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."iot_automation_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_automation_flow_creator_idx" ON "iot_automation_flow" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "iot_automation_run_flow_idx" ON "iot_automation_run" USING btree ("flow_id","id");--> statement-breakpoint
CREATE INDEX "iot_automation_run_started_idx" ON "iot_automation_run" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_automation_run_slot_uq" ON "iot_automation_run" USING btree ("flow_id","device_key","slot") WHERE slot IS NOT NULL;--> statement-breakpoint
CREATE INDEX "iot_automation_step_run_idx" ON "iot_automation_step" USING btree ("run_id","id");