// Webhooks in the console (issue 35): the admin subscribes a real receiver on 127.0.0.1 (the e2e server allows
// http and loopback: tests/e2e/globalSetup.ts), reads the signing secret once, sends a test event and sees its
// delivery turn 'sent' with answer 200; the receiver's request verifies with that secret; 'Send again' adds a
// second delivery of the same event id. The simulator's gateways may come online meanwhile and the subscription
// then receives those events too: only the test event's rows and requests are counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../examples/webhook-receiver';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../support/webhookReceiver';
import { demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Shell } from './support/pages/Shell';

describe('webhooks console', () => {
  const page = pagePerTest();
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('subscribes, shows the secret once, sends a test event, and sends it again', async () => {
    const name = `e2e hook ${Date.now()}`;
    await signIn(page(), demoAccounts.admin);
    await new Shell(page(), baseUrl()).goto('/system/webhooks');
    await page().getByTestId('webhook-create').click();
    const dialog = page().getByTestId('webhook-form-dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('URL', { exact: true }).fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'Gateway online' }).check();
    await dialog.getByTestId('webhook-save').click();

    const secretBox = dialog.getByTestId('webhook-secret');
    await secretBox.waitFor();
    await dialog.getByText('it will not be shown again', { exact: false }).waitFor();
    const secret = (await secretBox.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByTestId('webhook-secret-done').click();
    await dialog.waitFor({ state: 'detached' });

    const row = page().getByTestId('webhooks-row').filter({ hasText: name });
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await page().getByText(secret).count()).toBe(0);
    await row.getByTestId('webhook-deliveries').click();
    await page().getByTestId('webhook-deliveries-heading').getByText(name, { exact: false }).waitFor();

    await page().getByTestId('webhook-send-test').click();
    const testRow = '[data-testid="webhook-deliveries-row"][data-type="webhook.test"]';
    const rows = page().locator(testRow);
    const sent = page().locator(`${testRow}[data-status="sent"]`);
    const isTest = (received: ReceivedWebhook) => received.body.type === 'webhook.test';
    await sent.first().waitFor();
    expect(await rows.count()).toBe(1);
    await sent.first().getByRole('cell', { name: '200', exact: true }).waitFor();
    const eventId = await sent.first().getAttribute('data-event-id');

    await receiver.waitFor(1, isTest);
    const first = receiver.received.find(isTest)!;
    expect(first.body.id).toBe(eventId);
    expect(verifyWebhookSignature(secret, first.headers, first.rawBody)).toBe(true);
    expect(verifyWebhookSignature(`${secret}x`, first.headers, first.rawBody)).toBe(false);

    await sent.first().getByTestId('delivery-resend').click();
    await page().waitForFunction(
      (selector) => document.querySelectorAll(`${selector}[data-status="sent"]`).length === 2,
      testRow,
      // the resend goes through the delivery job and the page's next refresh: beyond 15 s on a busy machine
      { timeout: 60_000 },
    );
    const eventIds = await rows.evaluateAll((elements) =>
      elements.map((e) => e.getAttribute('data-event-id')),
    );
    expect(eventIds).toEqual([eventId, eventId]);
    await receiver.waitFor(2, isTest);
    const again = receiver.received.filter(isTest)[1]!;
    expect(again.body.id).toBe(eventId);
    expect(verifyWebhookSignature(secret, again.headers, again.rawBody)).toBe(true);
  });
});
