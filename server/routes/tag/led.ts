// POST /tag/led { storeCode, product: [{ prCode, duration, ledState, ledBrightness, blinkingSpeed }] }
// (doc 2 §7; defaults of doc 2 §9: duration 5, state 0, brightness 1, blinking speed 2): an LED update task
// for the tags showing those products. None: 400 'no matching tags' (the console treats it as success).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { createUpdateTask, NO_MATCHING_TAGS } from '../../tasks/updateTasks.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { tagsOfProducts } from './productTags.ts';

export const LED_DEFAULTS = { duration: 5, ledState: 0, ledBrightness: 1, blinkingSpeed: 2 } as const;

const invalid = 'validation.invalidValue';
const int = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: invalid })
    .int(invalid)
    .min(min, invalid)
    .max(max, invalid)
    .nullish()
    .transform((v) => v ?? fallback);

const ledBody = z.object({
  storeCode: z.string({ message: invalid }).trim().min(1, invalid),
  product: z
    .array(
      z.object({
        prCode: z.string({ message: invalid }).trim().min(1, 'validation.enterProductCodePlease'),
        duration: int(1, 3600, LED_DEFAULTS.duration),
        ledState: int(0, 255, LED_DEFAULTS.ledState),
        ledBrightness: int(0, 255, LED_DEFAULTS.ledBrightness),
        blinkingSpeed: int(0, 255, LED_DEFAULTS.blinkingSpeed),
      }),
      { message: invalid },
    )
    .min(1, invalid)
    .max(10_000, invalid),
});

export default async function ledRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;
  app.post(
    '/tag/led',
    {
      config: { privilege: 'tag', access: 'write' },
      schema: doc('tag', 'Blink the LED of the tags showing products (an LED update task)', withAuthHeaders),
    },
    async (request) => {
      const body = parseBody(ledBody, request.body);
      const tags = await tagsOfProducts(repos.products, body.storeCode, body.product, (p) => ({
        led: {
          duration: p.duration,
          ledState: p.ledState,
          ledBrightness: p.ledBrightness,
          blinkingSpeed: p.blinkingSpeed,
        },
      }));
      if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
      const task = await createUpdateTask(db, {
        storeCode: body.storeCode,
        kind: 'LED',
        createdBy: request.session?.email ?? '',
        tags,
      });
      request.log.info({ storeCode: body.storeCode, ...task }, 'LED command sent');
      return { ...task, storeCode: body.storeCode };
    },
  );
}
