ALTER TABLE `orders` ADD `refunded_at` text;--> statement-breakpoint
ALTER TABLE `payway_attempts` ADD `checked_at` text;--> statement-breakpoint
CREATE INDEX `payway_attempts_created` ON `payway_attempts` (`created_at`);--> statement-breakpoint
-- Orders refunded before this column existed: the time their timeline recorded the refund.
UPDATE `orders` SET `refunded_at` = (
	SELECT max(`created_at`) FROM `order_events`
	WHERE `order_events`.`order_id` = `orders`.`id` AND `kind` = 'payment' AND `to_value` = 'refunded'
) WHERE `payment_status` = 'refunded';
