CREATE TABLE "iot_device_command" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"device_id" integer NOT NULL,
	"device_key" text NOT NULL,
	"product_key" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"reply" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "iot_device_command" ADD CONSTRAINT "iot_device_command_device_id_iot_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "iot_device_command_message_uq" ON "iot_device_command" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "iot_device_command_device_idx" ON "iot_device_command" USING btree ("device_id","created_at");