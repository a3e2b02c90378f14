-- The Korean day the members' today counts (win/defeat_count_today) are of: on another day they read as
-- 0. Rows from before have none, so their counts read as 0 until a game writes them again.
ALTER TABLE "members" ADD COLUMN "today_counts_day" text;