CREATE TABLE "sys_attachment_part" (
	"id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "sys_attachment_part_id_seq_pk" PRIMARY KEY("id","seq")
);
--> statement-breakpoint
ALTER TABLE "sys_attachment" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "sys_attachment_part" ADD CONSTRAINT "sys_attachment_part_id_sys_attachment_id_fk" FOREIGN KEY ("id") REFERENCES "public"."sys_attachment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_attachment_sha256_idx" ON "sys_attachment" USING btree ("sha256");