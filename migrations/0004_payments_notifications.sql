CREATE TABLE `failed_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `telegram_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`chat_id` text NOT NULL,
	`text` text NOT NULL,
	`buttons` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `telegram_updates` (
	`update_id` integer PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `html` text;--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_status` text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_proof_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_proof_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_photo_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_photo_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `telegram_chat_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `telegram_message_id` integer;--> statement-breakpoint
CREATE INDEX `orders_payment_status` ON `orders` (`payment_status`,`status`);--> statement-breakpoint
-- Before payments were recorded every order was cash on delivery: a delivered one was paid at the door.
UPDATE `orders` SET `payment_status` = 'paid', `paid_at` = `created_at` WHERE `status` = 'delivered';
