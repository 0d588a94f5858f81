ALTER TABLE `orders` ADD `peak_surcharge_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_product_day` ON `orders` (`product_id`,`delivery_date`,`status`);