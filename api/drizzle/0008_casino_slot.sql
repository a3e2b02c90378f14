-- The casino's second game (SPEC §1, §3: casino game ids BACCARAT and SLOT, channel 0090), for a
-- database seeded before it existed: only where the catalogue is there (baccarat) and slot is not.
-- A fresh database has no games yet; its seed (api/src/domains/games/catalog.ts) adds slot.
INSERT INTO "games" ("id", "class_name", "name", "is_remastered", "has_one_champion_channel", "is_casino", "sort_order")
SELECT 'slot', 'Slot', '슬롯', false, false, true, b."sort_order" + 1
FROM "games" b
WHERE b."id" = 'baccarat' AND NOT EXISTS (SELECT 1 FROM "games" WHERE "id" = 'slot');
--> statement-breakpoint
INSERT INTO "channels" ("game_id", "code", "grade", "name", "blue", "green", "minimum_game_money", "maximum_game_money", "minimum_rating", "maximum_rating", "seed_money", "admission_level", "sort_order")
SELECT 'slot', '0090', 'CASINO', '카지노', false, true, 1000000, NULL, NULL, NULL, '["10000","100000","1000000"]'::jsonb, '보유 머니 100만 이상', 0
WHERE EXISTS (SELECT 1 FROM "games" WHERE "id" = 'slot')
  AND NOT EXISTS (SELECT 1 FROM "channels" WHERE "game_id" = 'slot');
