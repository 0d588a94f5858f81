-- The reports' figures per shop day (worker/services/reports/reports.ts), kept by triggers like
-- order_totals (0006, docs/decisions/042): a report reads a row per day and per product sold that
-- day instead of every order of its range. WITHOUT ROWID (added by hand: drizzle-kit does not
-- write it) keeps each row in its primary key's b-tree, so a range of days is one ordered read.
CREATE TABLE `report_day_products` (
	`day` text NOT NULL,
	`product_id` integer NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `report_days` (
	`day` text PRIMARY KEY NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`cents` integer DEFAULT 0 NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
DROP INDEX `orders_delivery`;--> statement-breakpoint
CREATE INDEX `orders_delivery` ON `orders` (`delivery_date`,`delivery_slot`,`status`);
--> statement-breakpoint
-- An order counts on the Siem Reap date (UTC+7 all year, shared/delivery.ts) it was placed on,
-- and only while it is not cancelled; paid_cents those paid. An order without a product (deleted
-- since) counts in report_days only.
CREATE TRIGGER `report_insert` AFTER INSERT ON `orders` WHEN NEW.`status` <> 'cancelled'
BEGIN
	INSERT INTO `report_days` (`day`, `orders`, `cents`, `paid_cents`)
		VALUES (date(NEW.`created_at`, '+7 hours'), 1, NEW.`price_cents`, CASE WHEN NEW.`payment_status` = 'paid' THEN NEW.`price_cents` ELSE 0 END)
		ON CONFLICT (`day`) DO UPDATE SET `orders` = `orders` + 1, `cents` = `cents` + excluded.`cents`, `paid_cents` = `paid_cents` + excluded.`paid_cents`;
	INSERT INTO `report_day_products` (`day`, `product_id`, `orders`, `cents`)
		SELECT date(NEW.`created_at`, '+7 hours'), NEW.`product_id`, 1, NEW.`price_cents` WHERE NEW.`product_id` IS NOT NULL
		ON CONFLICT (`day`, `product_id`) DO UPDATE SET `orders` = `orders` + 1, `cents` = `cents` + excluded.`cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `report_delete` AFTER DELETE ON `orders` WHEN OLD.`status` <> 'cancelled'
BEGIN
	UPDATE `report_days` SET `orders` = `orders` - 1, `cents` = `cents` - OLD.`price_cents`,
		`paid_cents` = `paid_cents` - CASE WHEN OLD.`payment_status` = 'paid' THEN OLD.`price_cents` ELSE 0 END
		WHERE `day` = date(OLD.`created_at`, '+7 hours');
	UPDATE `report_day_products` SET `orders` = `orders` - 1, `cents` = `cents` - OLD.`price_cents`
		WHERE `day` = date(OLD.`created_at`, '+7 hours') AND `product_id` = OLD.`product_id`;
END;
--> statement-breakpoint
-- A cancellation, a payment, a new total, or a product deleted (its orders' product_id set null):
-- the old figures out, the new ones in.
CREATE TRIGGER `report_update` AFTER UPDATE OF `status`, `payment_status`, `price_cents`, `product_id`, `created_at` ON `orders`
BEGIN
	UPDATE `report_days` SET `orders` = `orders` - 1, `cents` = `cents` - OLD.`price_cents`,
		`paid_cents` = `paid_cents` - CASE WHEN OLD.`payment_status` = 'paid' THEN OLD.`price_cents` ELSE 0 END
		WHERE `day` = date(OLD.`created_at`, '+7 hours') AND OLD.`status` <> 'cancelled';
	UPDATE `report_day_products` SET `orders` = `orders` - 1, `cents` = `cents` - OLD.`price_cents`
		WHERE `day` = date(OLD.`created_at`, '+7 hours') AND `product_id` = OLD.`product_id` AND OLD.`status` <> 'cancelled';
	INSERT INTO `report_days` (`day`, `orders`, `cents`, `paid_cents`)
		SELECT date(NEW.`created_at`, '+7 hours'), 1, NEW.`price_cents`, CASE WHEN NEW.`payment_status` = 'paid' THEN NEW.`price_cents` ELSE 0 END
		WHERE NEW.`status` <> 'cancelled'
		ON CONFLICT (`day`) DO UPDATE SET `orders` = `orders` + 1, `cents` = `cents` + excluded.`cents`, `paid_cents` = `paid_cents` + excluded.`paid_cents`;
	INSERT INTO `report_day_products` (`day`, `product_id`, `orders`, `cents`)
		SELECT date(NEW.`created_at`, '+7 hours'), NEW.`product_id`, 1, NEW.`price_cents` WHERE NEW.`status` <> 'cancelled' AND NEW.`product_id` IS NOT NULL
		ON CONFLICT (`day`, `product_id`) DO UPDATE SET `orders` = `orders` + 1, `cents` = `cents` + excluded.`cents`;
END;
--> statement-breakpoint
-- The figures of the orders already there, counted after the triggers exist so no write is
-- missed; a row a trigger made meanwhile is overwritten (the count includes it).
INSERT INTO `report_days` (`day`, `orders`, `cents`, `paid_cents`)
	SELECT date(orders.`created_at`, '+7 hours'), count(*), sum(`price_cents`), sum(CASE WHEN `payment_status` = 'paid' THEN `price_cents` ELSE 0 END)
	FROM `orders` WHERE `status` <> 'cancelled' GROUP BY 1
	ON CONFLICT (`day`) DO UPDATE SET `orders` = excluded.`orders`, `cents` = excluded.`cents`, `paid_cents` = excluded.`paid_cents`;
--> statement-breakpoint
INSERT INTO `report_day_products` (`day`, `product_id`, `orders`, `cents`)
	SELECT date(orders.`created_at`, '+7 hours'), `product_id`, count(*), sum(`price_cents`)
	FROM `orders` WHERE `status` <> 'cancelled' AND `product_id` IS NOT NULL GROUP BY 1, 2
	ON CONFLICT (`day`, `product_id`) DO UPDATE SET `orders` = excluded.`orders`, `cents` = excluded.`cents`;
