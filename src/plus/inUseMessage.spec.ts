import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { inUseMessage } from './inUseMessage';

const translate = (key: string) => (key === 'app.plus.template.one' ? 'Template' : key);

describe('inUseMessage', () => {
  it('lists the devices, then the templates, one per line under the server message', () => {
    const error = new HttpError('There are devices that use this template.', 409, {
      message: 'There are devices that use this template.',
      devices: [{ mac: 'aabbccddeeff', name: 'Aisle 3' }, { mac: '001122334455' }],
      templates: ['Morning'],
    });
    expect(inUseMessage(error, translate)).toBe(
      'There are devices that use this template.\nAisle 3 (aabbccddeeff)\n001122334455\nTemplate: Morning',
    );
  });

  it('keeps the error itself when the answer names no user', () => {
    const error = new HttpError('Not Found', 404, { message: 'Not Found' });
    expect(inUseMessage(error, translate)).toBe(error);
  });
});
