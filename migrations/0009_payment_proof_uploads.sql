ALTER TABLE `orders` ADD `payment_proof_uploads` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `payment_proof_uploads` = 1 WHERE `payment_proof_key` IS NOT NULL;
