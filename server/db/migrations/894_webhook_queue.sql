-- The webhook queue (issue 35; tables from schemas/webhook.schema.json and webhookDelivery.schema.json): a
-- subscription's deliveries are claimed in order (its oldest unsent first), due ones by their next attempt.
CREATE INDEX IF NOT EXISTS webhook_delivery_subscription_order ON webhook_delivery ("subscriptionId", id);
CREATE INDEX IF NOT EXISTS webhook_delivery_due ON webhook_delivery ("nextAttemptAt") WHERE status IN ('pending', 'sending');
CREATE INDEX IF NOT EXISTS webhook_subscription_active ON webhook_subscription (status);
