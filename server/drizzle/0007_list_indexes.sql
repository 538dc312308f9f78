CREATE TABLE "sys_row_count" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_oper_log_title_idx" ON "sys_oper_log" USING btree ("title","oper_id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_status_idx" ON "sys_oper_log" USING btree ("status","oper_id");