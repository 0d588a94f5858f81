-- The admin orders search, second form (worker/services/admin-lists.ts, docs/decisions/062):
-- 0014's trigram index, now folding accents (remove_diacritics: "muller" finds "Müller"), with the
-- order's product names as ordered (the bouquet and the gifts, with their Khmer and Chinese names)
-- and the phones' digits in one form for Cambodia (+855 12…, 00855 12… and 012… are all 012…);
-- and a second index, order_search_grams, of every one- and two-character piece of the same
-- text (unicode61 tokens), which answers the searches too short for trigrams ("王丽", "Ly").
-- What is searched is written once, in the view order_search_text: the triggers and the refill
-- below read it. Written by hand (drizzle-kit does not model virtual tables, views or triggers);
-- worker/db/order-search.ts declares the tables for queries. Each index's rowid is the order's id.
DROP TRIGGER IF EXISTS `order_search_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `order_search_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `order_search_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `order_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `order_search` USING fts5(
	`customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`, `address`, `landmark`, `product_names`, `customer_mobile_digits`, `recipient_phone_digits`,
	tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
-- Every two characters of a text are one token ("Müller" → "mu ul ll le er r"): a two-character
-- search is a token, a one-character search a prefix (the prefix index of one character).
CREATE VIRTUAL TABLE `order_search_grams` USING fts5(
	`grams`,
	tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
	prefix = '1'
);
--> statement-breakpoint
-- The positions 1…4000 in a text, for cutting it into pieces in a trigger (which cannot use WITH):
-- more than all of an order's searched text together can hold.
CREATE TABLE `search_positions` (`n` integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
INSERT INTO `search_positions` (`n`)
	WITH RECURSIVE `counted` (`n`) AS (SELECT 1 UNION ALL SELECT `n` + 1 FROM `counted` WHERE `n` < 4000)
	SELECT `n` FROM `counted`;
--> statement-breakpoint
-- Phones: Khmer digits as Western ones, without spaces, dashes, dots, brackets and slashes, then
-- Cambodia's country code as its leading 0; the digits as typed follow when they differ
-- ("012345678 +85512345678"), so any part of either is found.
CREATE VIEW `order_search_text` AS
SELECT `o`.`id`, `o`.`customer_name`, `o`.`customer_email`, `o`.`customer_mobile`, `o`.`recipient_name`,
	`o`.`recipient_phone`, `o`.`address`, `o`.`landmark`,
	concat_ws(' ', `o`.`product_name`,
		(SELECT concat_ws(' ', `p`.`name_km`, `p`.`name_zh`) FROM `products` `p` WHERE `p`.`id` = `o`.`product_id`),
		(SELECT group_concat(concat_ws(' ', `line`.`value` ->> '$.name', `a`.`name_km`, `a`.`name_zh`), ' ')
			FROM json_each(`o`.`add_ons`) `line` LEFT JOIN `add_ons` `a` ON `a`.`id` = `line`.`value` ->> '$.id')
	) AS `product_names`,
	(SELECT CASE WHEN `canonical` = `typed` THEN `canonical` ELSE `canonical` || ' ' || `typed` END
		FROM (SELECT `typed`, CASE
			WHEN `typed` LIKE '+855%' THEN '0' || ltrim(substr(`typed`, 5), '0')
			WHEN `typed` LIKE '00855%' THEN '0' || ltrim(substr(`typed`, 6), '0')
			WHEN `typed` LIKE '855%' AND length(`typed`) >= 11 THEN '0' || ltrim(substr(`typed`, 4), '0')
			ELSE `typed` END AS `canonical`
		FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`o`.`customer_mobile`, '០', '0'), '១', '1'), '២', '2'), '៣', '3'), '៤', '4'), '៥', '5'), '៦', '6'), '៧', '7'), '៨', '8'), '៩', '9'), ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', '') AS `typed`))) AS `customer_mobile_digits`,
	(SELECT CASE WHEN `canonical` = `typed` THEN `canonical` ELSE `canonical` || ' ' || `typed` END
		FROM (SELECT `typed`, CASE
			WHEN `typed` LIKE '+855%' THEN '0' || ltrim(substr(`typed`, 5), '0')
			WHEN `typed` LIKE '00855%' THEN '0' || ltrim(substr(`typed`, 6), '0')
			WHEN `typed` LIKE '855%' AND length(`typed`) >= 11 THEN '0' || ltrim(substr(`typed`, 4), '0')
			ELSE `typed` END AS `canonical`
		FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`o`.`recipient_phone`, '០', '0'), '១', '1'), '២', '2'), '៣', '3'), '៤', '4'), '៥', '5'), '៦', '6'), '៧', '7'), '៨', '8'), '៩', '9'), ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', '') AS `typed`))) AS `recipient_phone_digits`
FROM `orders` `o`;
--> statement-breakpoint
-- The text is handed to json_each once, so that it is made once per order, not once per piece.
CREATE VIEW `order_search_grams_text` AS
SELECT `id`, (SELECT group_concat(substr(`whole`.`value`, `at`.`n`, 2), ' ')
		FROM json_each(json_array(concat_ws(char(10), `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`, `address`, `landmark`, `product_names`, `customer_mobile_digits`, `recipient_phone_digits`))) `whole`
		CROSS JOIN `search_positions` `at` WHERE `at`.`n` <= length(`whole`.`value`)) AS `grams`
FROM `order_search_text`;
--> statement-breakpoint
CREATE TRIGGER `order_search_insert` AFTER INSERT ON `orders`
BEGIN
	INSERT INTO `order_search` (`rowid`, `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`, `address`, `landmark`, `product_names`, `customer_mobile_digits`, `recipient_phone_digits`)
		SELECT * FROM `order_search_text` WHERE `id` = NEW.`id`;
	INSERT INTO `order_search_grams` (`rowid`, `grams`) SELECT * FROM `order_search_grams_text` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_search_delete` AFTER DELETE ON `orders`
BEGIN
	DELETE FROM `order_search` WHERE `rowid` = OLD.`id`;
	DELETE FROM `order_search_grams` WHERE `rowid` = OLD.`id`;
END;
--> statement-breakpoint
-- Only a change of the searched text rewrites the order's entries (a status or payment change does not).
CREATE TRIGGER `order_search_update` AFTER UPDATE OF `customer_name`, `customer_email`, `customer_mobile`,
	`recipient_name`, `recipient_phone`, `address`, `landmark`, `product_name`, `product_id`, `add_ons` ON `orders`
BEGIN
	DELETE FROM `order_search` WHERE `rowid` = OLD.`id`;
	DELETE FROM `order_search_grams` WHERE `rowid` = OLD.`id`;
	INSERT INTO `order_search` (`rowid`, `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`, `address`, `landmark`, `product_names`, `customer_mobile_digits`, `recipient_phone_digits`)
		SELECT * FROM `order_search_text` WHERE `id` = NEW.`id`;
	INSERT INTO `order_search_grams` (`rowid`, `grams`) SELECT * FROM `order_search_grams_text` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- The orders already there, indexed after the triggers exist so no write is missed; an entry a
-- trigger made meanwhile is replaced by the same text.
INSERT OR REPLACE INTO `order_search` (`rowid`, `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`, `address`, `landmark`, `product_names`, `customer_mobile_digits`, `recipient_phone_digits`) SELECT * FROM `order_search_text`;
--> statement-breakpoint
INSERT OR REPLACE INTO `order_search_grams` (`rowid`, `grams`) SELECT * FROM `order_search_grams_text`;
