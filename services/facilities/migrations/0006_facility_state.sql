ALTER TABLE "facilities" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "state_source" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_state_source" CHECK (("facilities"."state" is null) = ("facilities"."state_source" is null));--> statement-breakpoint
-- Backfill: every facilities row gets the state of its postal code — a copy of the tables in
-- libs/contracts/src/federal-states.ts as of this migration (stateFromPostalCode: a five-digit code,
-- its three-digit prefix if listed, else its two-digit region). A code of no known region keeps null.
WITH "sub_region"("prefix", "state") AS (VALUES
    ('049', 'BB'), ('140', 'BE'), ('141', 'BE'), ('172', 'BB'), ('193', 'BB'), ('210', 'HH'), ('211', 'HH'), ('214', 'SH'), ('215', 'SH'), ('228', 'SH'),
    ('229', 'SH'), ('239', 'MV'), ('275', 'HB'), ('288', 'NI'), ('364', 'TH'), ('373', 'TH'), ('388', 'ST'), ('494', 'NW'), ('495', 'NW'), ('534', 'RP'),
    ('535', 'RP'), ('575', 'RP'), ('576', 'RP'), ('637', 'BY'), ('638', 'BY'), ('639', 'BY'), ('668', 'RP'), ('669', 'RP'), ('685', 'HE'), ('686', 'HE'),
    ('767', 'RP'), ('768', 'RP'), ('881', 'BY'), ('892', 'BY'), ('965', 'TH'), ('979', 'BW')
), "region"("prefix", "state") AS (VALUES
    ('01', 'SN'), ('02', 'SN'), ('03', 'BB'), ('04', 'SN'), ('06', 'ST'), ('07', 'TH'), ('08', 'SN'), ('09', 'SN'), ('10', 'BE'), ('12', 'BE'),
    ('13', 'BE'), ('14', 'BB'), ('15', 'BB'), ('16', 'BB'), ('17', 'MV'), ('18', 'MV'), ('19', 'MV'), ('20', 'HH'), ('21', 'NI'), ('22', 'HH'),
    ('23', 'SH'), ('24', 'SH'), ('25', 'SH'), ('26', 'NI'), ('27', 'NI'), ('28', 'HB'), ('29', 'NI'), ('30', 'NI'), ('31', 'NI'), ('32', 'NW'),
    ('33', 'NW'), ('34', 'HE'), ('35', 'HE'), ('36', 'HE'), ('37', 'NI'), ('38', 'NI'), ('39', 'ST'), ('40', 'NW'), ('41', 'NW'), ('42', 'NW'),
    ('44', 'NW'), ('45', 'NW'), ('46', 'NW'), ('47', 'NW'), ('48', 'NW'), ('49', 'NI'), ('50', 'NW'), ('51', 'NW'), ('52', 'NW'), ('53', 'NW'),
    ('54', 'RP'), ('55', 'RP'), ('56', 'RP'), ('57', 'NW'), ('58', 'NW'), ('59', 'NW'), ('60', 'HE'), ('61', 'HE'), ('63', 'HE'), ('64', 'HE'),
    ('65', 'HE'), ('66', 'SL'), ('67', 'RP'), ('68', 'BW'), ('69', 'BW'), ('70', 'BW'), ('71', 'BW'), ('72', 'BW'), ('73', 'BW'), ('74', 'BW'),
    ('75', 'BW'), ('76', 'BW'), ('77', 'BW'), ('78', 'BW'), ('79', 'BW'), ('80', 'BY'), ('81', 'BY'), ('82', 'BY'), ('83', 'BY'), ('84', 'BY'),
    ('85', 'BY'), ('86', 'BY'), ('87', 'BY'), ('88', 'BW'), ('89', 'BW'), ('90', 'BY'), ('91', 'BY'), ('92', 'BY'), ('93', 'BY'), ('94', 'BY'),
    ('95', 'BY'), ('96', 'BY'), ('97', 'BY'), ('98', 'TH'), ('99', 'TH')
), "derived" AS (
  SELECT f."id", coalesce(s."state", r."state") AS "state"
  FROM "facilities" f
  LEFT JOIN "sub_region" s ON s."prefix" = left(btrim(f."postal_code", E' \t\r\n'), 3)
  LEFT JOIN "region" r ON r."prefix" = left(btrim(f."postal_code", E' \t\r\n'), 2)
  WHERE btrim(f."postal_code", E' \t\r\n') ~ '^[0-9]{5}$'
)
UPDATE "facilities" f SET "state" = d."state", "state_source" = 'postalCode'
FROM "derived" d
WHERE d."id" = f."id" AND d."state" IS NOT NULL AND f."state" IS NULL;
