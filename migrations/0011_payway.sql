CREATE TABLE `dev_payway_transactions` (
	`tran_id` text PRIMARY KEY NOT NULL,
	`amount` text NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`return_url` text NOT NULL,
	`continue_success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payway_attempts` (
	`tran_id` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`approved_at` text,
	`refunded_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payway_attempts_order` ON `payway_attempts` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_reference` text;