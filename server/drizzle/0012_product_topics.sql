CREATE TABLE "iot_product_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"topic" text NOT NULL,
	"access" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_product_topic" ADD CONSTRAINT "iot_product_topic_product_id_iot_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."iot_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "iot_product_topic_uq" ON "iot_product_topic" USING btree ("product_id","topic");