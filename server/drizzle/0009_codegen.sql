CREATE TABLE "demo_gen_sample" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"publish_date" date,
	"cover" text DEFAULT '' NOT NULL,
	"tree_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_gen_tree" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tools_gen_table_column" (
	"column_id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"column_name" text NOT NULL,
	"column_comment" text DEFAULT '' NOT NULL,
	"sql_type" text NOT NULL,
	"ts_type" text DEFAULT 'string' NOT NULL,
	"ts_field" text NOT NULL,
	"is_pk" boolean DEFAULT false NOT NULL,
	"is_increment" boolean DEFAULT false NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_nullable" boolean DEFAULT true NOT NULL,
	"column_default" text,
	"is_edit" boolean DEFAULT false NOT NULL,
	"is_list" boolean DEFAULT false NOT NULL,
	"is_detail" boolean DEFAULT false NOT NULL,
	"is_query" boolean DEFAULT false NOT NULL,
	"is_fixed" boolean DEFAULT false NOT NULL,
	"is_overflow_tooltip" boolean DEFAULT false NOT NULL,
	"query_type" text DEFAULT 'EQ' NOT NULL,
	"html_type" text DEFAULT 'input' NOT NULL,
	"dict_type" text DEFAULT '' NOT NULL,
	"link_table_name" text DEFAULT '' NOT NULL,
	"link_table_class" text DEFAULT '' NOT NULL,
	"link_table_package" text DEFAULT '' NOT NULL,
	"link_label_id" text DEFAULT '' NOT NULL,
	"link_label_name" text DEFAULT '' NOT NULL,
	"foreign_key" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sort_order_list" integer DEFAULT 0 NOT NULL,
	"sort_order_edit" integer DEFAULT 0 NOT NULL,
	"sort_order_detail" integer DEFAULT 0 NOT NULL,
	"sort_order_query" integer DEFAULT 0 NOT NULL,
	"min_width" integer DEFAULT 150 NOT NULL,
	"col_span" integer DEFAULT 12 NOT NULL,
	CONSTRAINT "tools_gen_table_column_name_uq" UNIQUE("table_id","column_name")
);
--> statement-breakpoint
CREATE TABLE "tools_gen_file" (
	"table_id" integer NOT NULL,
	"path" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_gen_file_table_id_path_pk" PRIMARY KEY("table_id","path")
);
--> statement-breakpoint
CREATE TABLE "tools_gen_table" (
	"table_id" serial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"table_comment" text DEFAULT '' NOT NULL,
	"class_name" text NOT NULL,
	"tpl_category" text DEFAULT 'crud' NOT NULL,
	"package_name" text NOT NULL,
	"module_name" text NOT NULL,
	"business_name" text NOT NULL,
	"function_name" text NOT NULL,
	"function_author" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"overwrite" boolean DEFAULT false NOT NULL,
	"overwrite_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_column" text DEFAULT '' NOT NULL,
	"sort_type" text DEFAULT 'asc' NOT NULL,
	"show_detail" boolean DEFAULT false NOT NULL,
	"excel_port" boolean DEFAULT false NOT NULL,
	"excel_imp" boolean DEFAULT false NOT NULL,
	"use_snow_id" boolean DEFAULT false NOT NULL,
	"use_virtual" boolean DEFAULT false NOT NULL,
	"menu_pid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_gen_table_table_name_unique" UNIQUE("table_name")
);
--> statement-breakpoint
ALTER TABLE "demo_gen_sample" ADD CONSTRAINT "demo_gen_sample_tree_id_demo_gen_tree_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."demo_gen_tree"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools_gen_table_column" ADD CONSTRAINT "tools_gen_table_column_table_id_tools_gen_table_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tools_gen_table"("table_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools_gen_file" ADD CONSTRAINT "tools_gen_file_table_id_tools_gen_table_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tools_gen_table"("table_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tools_gen_table_column_sort_idx" ON "tools_gen_table_column" USING btree ("table_id","sort");--> statement-breakpoint
COMMENT ON TABLE "demo_gen_tree" IS 'Code generator sample: a tree';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_tree"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_tree"."parent_id" IS 'Parent';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_tree"."name" IS 'Name';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_tree"."sort" IS 'Sort order';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_tree"."created_at" IS 'Created at';--> statement-breakpoint
COMMENT ON TABLE "demo_gen_sample" IS 'Code generator sample';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."name" IS 'Name';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."status" IS 'Status';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."publish_date" IS 'Publish date';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."cover" IS 'Cover image';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."tree_id" IS 'Category';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."remark" IS 'Remark';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."created_by" IS 'Created by';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."dept_id" IS 'Department';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."created_at" IS 'Created at';--> statement-breakpoint
COMMENT ON COLUMN "demo_gen_sample"."updated_at" IS 'Updated at';
