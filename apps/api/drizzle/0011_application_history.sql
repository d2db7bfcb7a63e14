ALTER TABLE "applications" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Applications made before the history: their submission, and their status now if it has moved since.
UPDATE "applications" SET "status_history" =
  jsonb_build_array(jsonb_build_object('status', 'pending', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  || CASE WHEN "status" = 'pending' THEN '[]'::jsonb
     ELSE jsonb_build_array(jsonb_build_object('status', "status", 'at', to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) END;
