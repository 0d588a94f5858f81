ALTER TABLE `products` ADD `name_km` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_km` text;--> statement-breakpoint
ALTER TABLE `products` ADD `name_zh` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_zh` text;