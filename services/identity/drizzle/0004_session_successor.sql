-- The token a rotated session became, so a second tab within the reuse grace window can be told from a replay.
ALTER TABLE "sessions" ADD COLUMN "replaced_by" uuid;