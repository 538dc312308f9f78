CREATE TABLE "sys_notice_read" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"tag" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"receiver" jsonb,
	"created_by" integer DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_notice_id_sys_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_notice_read_notice_user_uq" ON "sys_notice_read" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_notice_read_user_idx" ON "sys_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_notice_type_status_idx" ON "sys_notice" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "sys_notice_receiver_idx" ON "sys_notice" USING gin ("receiver");