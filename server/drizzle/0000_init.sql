CREATE TABLE "sys_auth_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"menu_type" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"is_hide" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"is_link" integer DEFAULT 0 NOT NULL,
	"module_type" text DEFAULT '' NOT NULL,
	"model_id" integer DEFAULT 0 NOT NULL,
	"is_iframe" integer DEFAULT 0 NOT NULL,
	"is_cached" integer DEFAULT 0 NOT NULL,
	"redirect" text DEFAULT '' NOT NULL,
	"is_affix" integer DEFAULT 0 NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"dict_code" serial PRIMARY KEY NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"dict_label" text NOT NULL,
	"dict_value" text NOT NULL,
	"dict_type" text NOT NULL,
	"css_class" text DEFAULT '' NOT NULL,
	"list_class" text DEFAULT '' NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" integer DEFAULT 0 NOT NULL,
	"update_by" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"dict_id" serial PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" integer DEFAULT 0 NOT NULL,
	"update_by" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_log" (
	"info_id" serial PRIMARY KEY NOT NULL,
	"login_name" text DEFAULT '' NOT NULL,
	"ipaddr" text DEFAULT '' NOT NULL,
	"login_location" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_rule" (
	"role_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	CONSTRAINT "sys_role_rule_role_id_rule_id_pk" PRIMARY KEY("role_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"role_key" text NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"list_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"data_scope" integer DEFAULT 3 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"effective_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_role_key_unique" UNIQUE("role_key")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"user_nickname" text DEFAULT '' NOT NULL,
	"birthday" integer DEFAULT 0 NOT NULL,
	"user_password" text NOT NULL,
	"user_status" integer DEFAULT 1 NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"sex" integer DEFAULT 0 NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_admin" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"last_login_ip" text DEFAULT '' NOT NULL,
	"last_login_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_role_rule" ADD CONSTRAINT "sys_role_rule_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_rule" ADD CONSTRAINT "sys_role_rule_rule_id_sys_auth_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sys_auth_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_auth_rule_name_uq" ON "sys_auth_rule" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sys_auth_rule_pid_idx" ON "sys_auth_rule" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "sys_dict_data_type_idx" ON "sys_dict_data" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_type_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE INDEX "sys_login_failure_lookup_idx" ON "sys_login_failure" USING btree ("user_name","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_session_token_hash_uq" ON "sys_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_user_name_uq" ON "sys_user" USING btree ("user_name");