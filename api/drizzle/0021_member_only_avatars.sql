-- 회원 전용 아바타 (the Plus benefit the Plus pages promise): three avatars of the shop's PLUS sub-store.
-- The catalogue seed has the same rows (seed/catalog.ts MEMBER_ONLY_AVATARS); a database whose catalogue
-- was loaded before gets them here. A database not loaded yet (no games) gets them from its seed instead.
INSERT INTO "shop_products" ("code", "kind", "category", "name", "description", "price", "grant_money", "grant_endorphin", "image_url", "best", "sub_store", "avatar_id", "sort_order")
SELECT v.* FROM (VALUES
  ('A1008', 'A', 'avatar', '플러스 라운지 신사', '플러스 회원 전용 아바타. 게임머니 5억 지급', 3300::bigint, 500000000::bigint, 0::bigint, '/api/images/product/A1008.svg', false, 'PLUS', 1008, 24),
  ('A1009', 'A', 'avatar', '플러스 샴페인 숙녀', '플러스 회원 전용 아바타. 게임머니 10억 지급', 5500::bigint, 1000000000::bigint, 0::bigint, '/api/images/product/A1009.svg', false, 'PLUS', 1009, 25),
  ('A1010', 'A', 'avatar', '플러스 다이아 타이쿤', '플러스 회원 전용 아바타. 게임머니 25억 지급', 11000::bigint, 2500000000::bigint, 0::bigint, '/api/images/product/A1010.svg', false, 'PLUS', 1010, 26)
) AS v("code", "kind", "category", "name", "description", "price", "grant_money", "grant_endorphin", "image_url", "best", "sub_store", "avatar_id", "sort_order")
WHERE EXISTS (SELECT 1 FROM "games")
ON CONFLICT ("code") DO NOTHING;
