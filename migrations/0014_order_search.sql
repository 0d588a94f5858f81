-- The admin orders search (worker/services/admin-lists.ts, docs/decisions/057): an FTS5 index of
-- each order's searchable text, so a search reads the orders it matches instead of every order.
-- The trigram tokenizer indexes every three characters: any substring of three or more matches,
-- as instr() does, ASCII case ignored. The phones are indexed twice, as typed and without spaces
-- and dashes (the *_digits columns), the way the search compares a number typed into it.
-- drizzle-kit does not model virtual tables: this file is written by hand, the table is declared
-- for queries in worker/db/order-search.ts. The rowid is the order's id.
CREATE VIRTUAL TABLE `order_search` USING fts5(
	`customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`,
	`address`, `landmark`, `customer_mobile_digits`, `recipient_phone_digits`,
	tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER `order_search_insert` AFTER INSERT ON `orders`
BEGIN
	INSERT INTO `order_search` (`rowid`, `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`,
		`recipient_phone`, `address`, `landmark`, `customer_mobile_digits`, `recipient_phone_digits`)
	VALUES (NEW.`id`, NEW.`customer_name`, NEW.`customer_email`, NEW.`customer_mobile`, NEW.`recipient_name`,
		NEW.`recipient_phone`, NEW.`address`, NEW.`landmark`,
		replace(replace(NEW.`customer_mobile`, ' ', ''), '-', ''), replace(replace(NEW.`recipient_phone`, ' ', ''), '-', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `order_search_delete` AFTER DELETE ON `orders`
BEGIN
	DELETE FROM `order_search` WHERE `rowid` = OLD.`id`;
END;
--> statement-breakpoint
-- Only a change of the searched text rewrites the order's entry (a status or payment change does not).
CREATE TRIGGER `order_search_update` AFTER UPDATE OF `customer_name`, `customer_email`, `customer_mobile`,
	`recipient_name`, `recipient_phone`, `address`, `landmark` ON `orders`
BEGIN
	UPDATE `order_search` SET `customer_name` = NEW.`customer_name`, `customer_email` = NEW.`customer_email`,
		`customer_mobile` = NEW.`customer_mobile`, `recipient_name` = NEW.`recipient_name`,
		`recipient_phone` = NEW.`recipient_phone`, `address` = NEW.`address`, `landmark` = NEW.`landmark`,
		`customer_mobile_digits` = replace(replace(NEW.`customer_mobile`, ' ', ''), '-', ''),
		`recipient_phone_digits` = replace(replace(NEW.`recipient_phone`, ' ', ''), '-', '')
	WHERE `rowid` = OLD.`id`;
END;
--> statement-breakpoint
-- The orders already there, indexed after the triggers exist so no write is missed; an entry a
-- trigger made meanwhile is replaced by the same text.
INSERT OR REPLACE INTO `order_search` (`rowid`, `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`,
	`recipient_phone`, `address`, `landmark`, `customer_mobile_digits`, `recipient_phone_digits`)
	SELECT `id`, `customer_name`, `customer_email`, `customer_mobile`, `recipient_name`, `recipient_phone`, `address`,
		`landmark`, replace(replace(`customer_mobile`, ' ', ''), '-', ''), replace(replace(`recipient_phone`, ' ', ''), '-', '')
	FROM `orders`;
