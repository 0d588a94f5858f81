CREATE TABLE `add_ons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`image` text NOT NULL,
	`in_stock` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `delivery_areas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`same_day` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `size` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `product_price_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `add_ons` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `area_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `area_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_date` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_slot` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_slot_label` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_start` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_end` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `recipient_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `recipient_phone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `card_message` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_lat` real;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_lng` real;--> statement-breakpoint
CREATE INDEX `orders_delivery` ON `orders` (`delivery_date`,`delivery_slot`);--> statement-breakpoint
ALTER TABLE `products` ADD `deluxe_price_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `premium_price_cents` integer;--> statement-breakpoint
-- Orders placed before sizes existed were standard, at the price they paid.
UPDATE `orders` SET `product_price_cents` = `price_cents` WHERE `product_price_cents` IS NULL;--> statement-breakpoint
-- The defaults of florist.md §1–§3 (shared/settings.ts), so a production database starts with them.
INSERT OR IGNORE INTO `settings` (`key`, `value`) VALUES
	('slots', '[{"id":"morning","label":"Morning","start":"09:00","end":"12:00","capacity":20},{"id":"afternoon","label":"Afternoon","start":"12:00","end":"16:00","capacity":20},{"id":"evening","label":"Evening","start":"16:00","end":"20:00","capacity":20}]'),
	('lead_minutes', '120'),
	('window_days', '60'),
	('closed_dates', '[]'),
	('exchange_rate_khr', '4100'),
	('khqr', '{"merchant_name":"Siem Reap Flowers","merchant_city":"Siem Reap","bakong_account_id":"","phone":""}');--> statement-breakpoint
INSERT INTO `delivery_areas` (`name`, `fee_cents`, `same_day`, `position`) VALUES
	('Siem Reap town', 0, 1, 0),
	('Angkor and the temple road', 500, 1, 1),
	('Outer Siem Reap (Puok, Roluos, Chong Kneas)', 1000, 0, 2);
