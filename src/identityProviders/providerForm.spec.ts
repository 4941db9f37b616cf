import { describe, expect, it } from 'vitest';
import { formValuesOf, providerBodyOf } from './providerForm';

describe('identity provider form', () => {
  it('an empty secret is left out of the body (the stored one stays); stores are a comma-separated list', () => {
    const values = {
      ...formValuesOf(),
      name: ' Corp ',
      issuer: 'https://idp.example.com',
      clientId: 'esl',
      rules: [
        { claim: 'groups', value: 'esl', role_id: 1, stores: 'KR001, KR002 KR001', enableWholeStore: false },
      ],
    };
    const body = providerBodyOf(values);
    expect(body).not.toHaveProperty('clientSecret');
    expect(body.name).toBe('Corp');
    expect(body.rules).toEqual([
      { claim: 'groups', value: 'esl', role_id: 1, store: ['KR001', 'KR002'], enableWholeStore: false },
    ]);
    expect(providerBodyOf({ ...values, clientSecret: ' s3cret ' }).clientSecret).toBe('s3cret');
  });
});
