ALTER TABLE `add_ons` ADD `name_km` text;--> statement-breakpoint
ALTER TABLE `add_ons` ADD `name_zh` text;--> statement-breakpoint
ALTER TABLE `delivery_areas` ADD `name_km` text;--> statement-breakpoint
ALTER TABLE `delivery_areas` ADD `name_zh` text;--> statement-breakpoint
ALTER TABLE `products` ADD `whats_included_km` text;--> statement-breakpoint
ALTER TABLE `products` ADD `whats_included_zh` text;--> statement-breakpoint
ALTER TABLE `telegram_outbox` ADD `photo` text;