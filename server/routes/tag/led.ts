// POST /tag/led { storeCode, product: [{ prCode, duration, ledState, ledBrightness, blinkingSpeed }] }
// (doc 2 §7; defaults of doc 2 §9: duration 5, state 0, brightness 1, blinking speed 2): an LED update task
// for the tags showing those products. None: 400 'no matching tags' (the console treats it as success).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { badRequest } from '../../http/errors.ts';
import { validationMessage } from '../../http/validate.ts';
import { createUpdateTask, NO_MATCHING_TAGS } from '../../tasks/updateTasks.ts';
import { tagsOfProducts } from './productTags.ts';

export const LED_DEFAULTS = { duration: 5, ledState: 0, ledBrightness: 1, blinkingSpeed: 2 } as const;

export default async function ledRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;
  defineCall(app, 'tag.led', { guard: { privilege: 'tag', access: 'write' } }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    if (request.body.product.length === 0) throw badRequest(validationMessage('validation.invalidValue'));
    const products = request.body.product.map((p) => ({ ...p, prCode: p.prCode.trim() }));
    const tags = await tagsOfProducts(repos.products, storeCode, products, (p) => ({
      led: {
        duration: p.duration ?? LED_DEFAULTS.duration,
        ledState: p.ledState ?? LED_DEFAULTS.ledState,
        ledBrightness: p.ledBrightness ?? LED_DEFAULTS.ledBrightness,
        blinkingSpeed: p.blinkingSpeed ?? LED_DEFAULTS.blinkingSpeed,
      },
    }));
    if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
    const task = await createUpdateTask(db, {
      storeCode,
      kind: 'LED',
      createdBy: request.principal?.email ?? '',
      tags,
    });
    request.log.info({ storeCode, ...task }, 'LED command sent');
    return { storeCode, ...task };
  });
}
