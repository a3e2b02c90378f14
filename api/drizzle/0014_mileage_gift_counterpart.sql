-- A gift's other member, so the same gift to the same member again within minutes can be told (and confirmed).
ALTER TABLE "mileage_histories" ADD COLUMN "counterpart_id" integer;