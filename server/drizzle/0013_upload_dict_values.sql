-- The upload dictionaries were seeded with GFast's numbers ('0'..'5', drive '0'); attachments carry
-- their kind and drive by name (upload/seed.ts). Rows still holding a seeded number take the name.
UPDATE "sys_dict_data" SET "dict_value" = CASE "dict_value"
  WHEN '0' THEN 'image' WHEN '1' THEN 'doc' WHEN '2' THEN 'audio'
  WHEN '3' THEN 'video' WHEN '4' THEN 'zip' WHEN '5' THEN 'other' END
WHERE "dict_type" = 'sys_upload_file_type' AND "dict_value" IN ('0', '1', '2', '3', '4', '5');
--> statement-breakpoint
UPDATE "sys_dict_data" SET "dict_value" = 'local' WHERE "dict_type" = 'sys_upload_drive' AND "dict_value" = '0';
