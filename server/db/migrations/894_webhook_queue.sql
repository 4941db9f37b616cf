-- The webhook queue (issue 35; tables from schemas/webhook.schema.json and webhookDelivery.schema.json): a
-- subscription's deliveries are listed newest first (its whole history), and claimed in order: its oldest unsent
-- one first, found in the partial index of the unsent ones, whatever the length of its history.
CREATE INDEX IF NOT EXISTS webhook_delivery_subscription_order ON webhook_delivery ("subscriptionId", id);
CREATE INDEX IF NOT EXISTS webhook_delivery_unsent ON webhook_delivery ("subscriptionId", id) WHERE status IN ('pending', 'sending');
CREATE INDEX IF NOT EXISTS webhook_subscription_active ON webhook_subscription (status);
