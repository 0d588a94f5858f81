ALTER TABLE `codes` ADD `challenge_hash` text;--> statement-breakpoint
ALTER TABLE `payway_attempts` ADD `refund_claimed_at` text;