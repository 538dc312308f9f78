CREATE TABLE "iot_product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"message_protocol" text DEFAULT 'SagooMqtt' NOT NULL,
	"transport_protocol" text DEFAULT 'mqtt_server' NOT NULL,
	"device_type" text DEFAULT '设备' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"auth_type" integer DEFAULT 0 NOT NULL,
	"auth_user" text DEFAULT '' NOT NULL,
	"auth_passwd" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"certificate_id" integer DEFAULT 0 NOT NULL,
	"script_info" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_device_gateway" (
	"gateway_id" integer NOT NULL,
	"sub_id" integer NOT NULL,
	CONSTRAINT "iot_device_gateway_gateway_id_sub_id_pk" PRIMARY KEY("gateway_id","sub_id")
);
--> statement-breakpoint
CREATE TABLE "iot_device_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_device" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"online_timeout" integer DEFAULT 0 NOT NULL,
	"registry_time" timestamp with time zone,
	"last_online_time" timestamp with time zone,
	"version" text DEFAULT '' NOT NULL,
	"lng" text DEFAULT '' NOT NULL,
	"lat" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"extension_info" text DEFAULT '' NOT NULL,
	"auth_type" integer DEFAULT 0 NOT NULL,
	"auth_user" text DEFAULT '' NOT NULL,
	"auth_passwd" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"certificate_id" integer DEFAULT 0 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_device_latest" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_device_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"ts" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_telemetry" (
	"device_id" integer NOT NULL,
	"property" text NOT NULL,
	"ts" timestamp (3) with time zone NOT NULL,
	"num" double precision,
	"val" jsonb,
	CONSTRAINT "iot_telemetry_device_id_property_ts_pk" PRIMARY KEY("device_id","property","ts")
);
--> statement-breakpoint
ALTER TABLE "iot_device_gateway" ADD CONSTRAINT "iot_device_gateway_gateway_id_iot_device_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."iot_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_device_gateway" ADD CONSTRAINT "iot_device_gateway_sub_id_iot_device_id_fk" FOREIGN KEY ("sub_id") REFERENCES "public"."iot_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_device_tag" ADD CONSTRAINT "iot_device_tag_device_id_iot_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_device" ADD CONSTRAINT "iot_device_product_id_iot_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."iot_product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_device_latest" ADD CONSTRAINT "iot_device_latest_device_id_iot_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_product_category_parent_idx" ON "iot_product_category" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_product_key_uq" ON "iot_product" USING btree ("key");--> statement-breakpoint
CREATE INDEX "iot_product_category_idx" ON "iot_product" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_device_gateway_sub_uq" ON "iot_device_gateway" USING btree ("sub_id");--> statement-breakpoint
CREATE INDEX "iot_device_tag_device_idx" ON "iot_device_tag" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_device_key_uq" ON "iot_device" USING btree ("key");--> statement-breakpoint
CREATE INDEX "iot_device_product_idx" ON "iot_device" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "iot_device_dept_idx" ON "iot_device" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "iot_device_log_device_ts_idx" ON "iot_device_log" USING btree ("device_id","ts");--> statement-breakpoint
CREATE INDEX "iot_device_log_ts_idx" ON "iot_device_log" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "iot_telemetry_ts_idx" ON "iot_telemetry" USING brin ("ts");