// @vitest-environment node
// The data layer's refusals (server/db/errors.ts) are answered in one place (server/http/domainErrors.ts, called by
// the app's error handler before answerOf): status by kind, the message's key and English text kept.
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, RefusedError } from '../../server/db/errors.ts';
import { message } from '../../server/db/messages.ts';
import { httpErrorOf } from '../../server/http/domainErrors.ts';
import { answerOf } from '../../server/http/errors.ts';

describe('domain errors answered over HTTP', () => {
  const said = message('app.serverMessages.searchDate', { field: 'filter_startDate' });

  it.each([
    [new RefusedError(said), 400],
    [new NotFoundError(said), 404],
    [new ConflictError(said), 409],
  ])('%s is answered %i with its message and key', (error, status) => {
    expect(answerOf(httpErrorOf(error))).toEqual({
      status,
      body: { message: said.text, messageKey: said.key, messageArgs: said.args },
    });
  });

  it('leaves any other error as it is', () => {
    const other = new Error('boom');
    expect(httpErrorOf(other)).toBe(other);
    expect(answerOf(httpErrorOf(other)).status).toBe(500);
  });
});
