-- Row counts of the large tables (the logs, the devices), kept by statement triggers (server/src/db/row-counts.ts):
-- each INSERT, DELETE or TRUNCATE adds its rows to, or takes them from, the table's count in the
-- same transaction, so the count is exact for every process and every statement that writes.
CREATE FUNCTION sys_row_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_row_count SET n = n + (SELECT count(*) FROM added) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sys_row_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_row_count SET n = n - (SELECT count(*) FROM removed) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sys_row_count_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_row_count SET n = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_oper_log_added AFTER INSERT ON sys_oper_log REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_added();
--> statement-breakpoint
CREATE TRIGGER sys_oper_log_removed AFTER DELETE ON sys_oper_log REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_removed();
--> statement-breakpoint
CREATE TRIGGER sys_oper_log_cleared AFTER TRUNCATE ON sys_oper_log
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_cleared();
--> statement-breakpoint
CREATE TRIGGER sys_login_log_added AFTER INSERT ON sys_login_log REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_added();
--> statement-breakpoint
CREATE TRIGGER sys_login_log_removed AFTER DELETE ON sys_login_log REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_removed();
--> statement-breakpoint
CREATE TRIGGER sys_login_log_cleared AFTER TRUNCATE ON sys_login_log
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_cleared();
--> statement-breakpoint
CREATE TRIGGER iot_device_added AFTER INSERT ON iot_device REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_added();
--> statement-breakpoint
CREATE TRIGGER iot_device_removed AFTER DELETE ON iot_device REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_removed();
--> statement-breakpoint
CREATE TRIGGER iot_device_cleared AFTER TRUNCATE ON iot_device
  FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_cleared();
--> statement-breakpoint
-- Counted once here, under the table locks, so no write slips between the count and the triggers.
LOCK TABLE sys_oper_log, sys_login_log, iot_device IN SHARE MODE;
--> statement-breakpoint
INSERT INTO sys_row_count (table_name, n)
  SELECT 'sys_oper_log', count(*) FROM sys_oper_log
  UNION ALL SELECT 'sys_login_log', count(*) FROM sys_login_log
  UNION ALL SELECT 'iot_device', count(*) FROM iot_device;
