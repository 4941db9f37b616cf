// The collection websocket's address comes from the one configuration read at start-up (/config.json): wsUrl
// as given, else this host on wsPort, 8801 by default (doc 1 §9).
import { describe, expect, it } from 'vitest';
import { collectingSocketUrl } from './api';

describe('collectingSocketUrl', () => {
  const host = window.location.hostname;

  it('is this host on port 8801 without a configured address', () => {
    expect(collectingSocketUrl({ apiBase: '/api' })).toBe(`ws://${host}:8801/`);
  });

  it('takes the configured port, or the configured address as it is', () => {
    expect(collectingSocketUrl({ apiBase: '/api', wsPort: 9901 })).toBe(`ws://${host}:9901/`);
    expect(collectingSocketUrl({ apiBase: '/api', wsUrl: 'wss://esl.example/ws', wsPort: 9901 })).toBe(
      'wss://esl.example/ws',
    );
  });

  it('takes a configured path on the page host (one address for every instance behind a proxy)', () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    expect(collectingSocketUrl({ apiBase: '/api', wsUrl: '/api/ws', wsPort: 9901 })).toBe(
      `${scheme}://${window.location.host}/api/ws`,
    );
  });

  it('uses wss under an https API base', () => {
    expect(collectingSocketUrl({ apiBase: 'https://esl.example/api' })).toBe('wss://esl.example:8801/');
  });
});
