// Replication states of doc 1 §4 shown as labels: who leads, who follows, who is on its way back, who is gone.
export type StateTone = 'leader' | 'follower' | 'transition' | 'failed';

const TONES: Record<string, StateTone> = {
  PRIMARY: 'leader',
  MASTER: 'leader',
  LEADER: 'leader',
  SECONDARY: 'follower',
  FOLLOWER: 'follower',
  ARBITER: 'follower',
  STARTUP: 'transition',
  STARTUP2: 'transition',
  RECOVERING: 'transition',
  ROLLBACK: 'transition',
  DOWN: 'failed',
  ERROR: 'failed',
  REMOVED: 'failed',
  UNKNOWN: 'failed',
};

export const REPLICATION_STATES = Object.keys(TONES);

/** the tone of a state; anything unexpected is treated as unknown (failed) */
export function toneOf(state: string | null | undefined): StateTone {
  return (state && TONES[state]) || 'failed';
}

export const TONE_COLORS: Record<StateTone, { border: string; text: string; background: string }> = {
  leader: { border: '#1565c0', text: '#ffffff', background: '#1565c0' },
  follower: { border: '#1565c0', text: '#0d47a1', background: 'transparent' },
  transition: { border: '#ef6c00', text: '#8a3c00', background: '#fff3e0' },
  failed: { border: '#c62828', text: '#b71c1c', background: '#ffebee' },
};

/** usage colour of the gauges, same thresholds as the gateway gauges: 90 % red, 75 % orange, else green */
export function usageColor(percent: number): string {
  return percent >= 90 ? '#c62828' : percent >= 75 ? '#ef6c00' : '#2e7d32';
}
