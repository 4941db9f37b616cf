import { describe, expect, it } from 'vitest';
import { serverMessageKey, translateMessage } from './serverMessages';

describe('server messages', () => {
  it('maps known English server messages to their keys', () => {
    expect(serverMessageKey('Authentication Failure.')).toBe('app.serverMessages.authenticationFailure');
    expect(serverMessageKey('The role in use can not be deleted.')).toBe('app.serverMessages.roleInUse');
    expect(serverMessageKey('Something else')).toBeNull();
  });
  it('falls back to the text itself', () => {
    const translate = (key: string, options?: Record<string, unknown>) =>
      key.startsWith('app.') ? `T(${key})` : String(options?._);
    expect(translateMessage(translate, 'Authentication Failure.')).toBe(
      'T(app.serverMessages.authenticationFailure)',
    );
    expect(translateMessage(translate, 'odd: text.')).toBe('odd: text.');
  });
});
