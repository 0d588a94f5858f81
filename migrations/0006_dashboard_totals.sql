CREATE TABLE `order_totals` (
	`status` text NOT NULL,
	`payment_status` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`status`, `payment_status`)
);
--> statement-breakpoint
CREATE TABLE `user_totals` (
	`is_admin` integer PRIMARY KEY NOT NULL,
	`users` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_delivery_date` ON `orders` (`delivery_date`);--> statement-breakpoint
-- The dashboard's figures follow every write to orders and users (docs/decisions/042), so the
-- dashboard reads these few rows instead of summing every order on each visit.
CREATE TRIGGER `order_totals_insert` AFTER INSERT ON `orders`
BEGIN
	INSERT INTO `order_totals` (`status`, `payment_status`, `orders`, `cents`) VALUES (NEW.`status`, NEW.`payment_status`, 1, NEW.`price_cents`)
		ON CONFLICT (`status`, `payment_status`) DO UPDATE SET `orders` = `orders` + 1, `cents` = `cents` + excluded.`cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_totals_delete` AFTER DELETE ON `orders`
BEGIN
	UPDATE `order_totals` SET `orders` = `orders` - 1, `cents` = `cents` - OLD.`price_cents` WHERE `status` = OLD.`status` AND `payment_status` = OLD.`payment_status`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_totals_update` AFTER UPDATE OF `status`, `payment_status`, `price_cents` ON `orders`
BEGIN
	UPDATE `order_totals` SET `orders` = `orders` - 1, `cents` = `cents` - OLD.`price_cents` WHERE `status` = OLD.`status` AND `payment_status` = OLD.`payment_status`;
	INSERT INTO `order_totals` (`status`, `payment_status`, `orders`, `cents`) VALUES (NEW.`status`, NEW.`payment_status`, 1, NEW.`price_cents`)
		ON CONFLICT (`status`, `payment_status`) DO UPDATE SET `orders` = `orders` + 1, `cents` = `cents` + excluded.`cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `user_totals_insert` AFTER INSERT ON `users`
BEGIN
	INSERT INTO `user_totals` (`is_admin`, `users`) VALUES (NEW.`is_admin`, 1)
		ON CONFLICT (`is_admin`) DO UPDATE SET `users` = `users` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_totals_delete` AFTER DELETE ON `users`
BEGIN
	UPDATE `user_totals` SET `users` = `users` - 1 WHERE `is_admin` = OLD.`is_admin`;
END;
--> statement-breakpoint
CREATE TRIGGER `user_totals_update` AFTER UPDATE OF `is_admin` ON `users`
BEGIN
	UPDATE `user_totals` SET `users` = `users` - 1 WHERE `is_admin` = OLD.`is_admin`;
	INSERT INTO `user_totals` (`is_admin`, `users`) VALUES (NEW.`is_admin`, 1)
		ON CONFLICT (`is_admin`) DO UPDATE SET `users` = `users` + 1;
END;
--> statement-breakpoint
-- The figures of the rows already there, counted after the triggers exist so no write is missed.
-- A row a trigger made meanwhile (a write during the apply) is overwritten: the count includes it.
-- (WHERE true: SQLite's parser needs it before ON CONFLICT in an INSERT … SELECT.)
INSERT INTO `order_totals` (`status`, `payment_status`, `orders`, `cents`)
	SELECT `status`, `payment_status`, count(*), sum(`price_cents`) FROM `orders` WHERE true GROUP BY `status`, `payment_status`
	ON CONFLICT (`status`, `payment_status`) DO UPDATE SET `orders` = excluded.`orders`, `cents` = excluded.`cents`;
--> statement-breakpoint
INSERT INTO `user_totals` (`is_admin`, `users`) SELECT `is_admin`, count(*) FROM `users` WHERE true GROUP BY `is_admin`
	ON CONFLICT (`is_admin`) DO UPDATE SET `users` = excluded.`users`;
