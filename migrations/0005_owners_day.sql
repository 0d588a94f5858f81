CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_inbox` ON `contact_messages` (`read`,`id`);--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`note` text,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`source` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_events_order` ON `order_events` (`order_id`,`id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer,
	`user_id` integer,
	`reviewer_name` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_id_unique` ON `reviews` (`order_id`);--> statement-breakpoint
CREATE INDEX `reviews_product` ON `reviews` (`product_id`,`hidden`,`id`);--> statement-breakpoint
DROP INDEX `orders_payment_status`;--> statement-breakpoint
CREATE INDEX `orders_payment_status` ON `orders` (`payment_status`);--> statement-breakpoint
ALTER TABLE `products` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `review_rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A product's review figures follow every write to its visible reviews (florist.md §8): the
-- rating served is review_rating_sum / review_count, never a recount of all reviews.
CREATE TRIGGER `reviews_count_insert` AFTER INSERT ON `reviews` WHEN NEW.`hidden` = 0
BEGIN
	UPDATE `products` SET `review_count` = `review_count` + 1, `review_rating_sum` = `review_rating_sum` + NEW.`rating` WHERE `id` = NEW.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_delete` AFTER DELETE ON `reviews` WHEN OLD.`hidden` = 0
BEGIN
	UPDATE `products` SET `review_count` = `review_count` - 1, `review_rating_sum` = `review_rating_sum` - OLD.`rating` WHERE `id` = OLD.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_update` AFTER UPDATE OF `hidden`, `rating`, `product_id` ON `reviews`
BEGIN
	UPDATE `products` SET `review_count` = `review_count` - 1, `review_rating_sum` = `review_rating_sum` - OLD.`rating` WHERE `id` = OLD.`product_id` AND OLD.`hidden` = 0;
	UPDATE `products` SET `review_count` = `review_count` + 1, `review_rating_sum` = `review_rating_sum` + NEW.`rating` WHERE `id` = NEW.`product_id` AND NEW.`hidden` = 0;
END;
