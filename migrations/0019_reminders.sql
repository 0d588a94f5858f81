-- Reminders (docs/decisions/073): "Remind me next year", one row per occasion a customer asked
-- about, gone with the account (ON DELETE CASCADE); the dev outbox keeps each e-mail's extra headers.
CREATE TABLE `reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`occasion` text NOT NULL,
	`month_day` text NOT NULL,
	`product_id` integer,
	`locale` text DEFAULT 'en' NOT NULL,
	`next_send` text NOT NULL,
	`claimed_at` text,
	`last_sent_on` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reminders_user_id` ON `reminders` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `reminders_next_send` ON `reminders` (`next_send`);--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;