-- The storefront's category pages and the home page's picks read in id order through these (docs/decisions/043).
CREATE INDEX `products_category` ON `products` (`category`);--> statement-breakpoint
CREATE INDEX `products_featured` ON `products` (`featured`);
