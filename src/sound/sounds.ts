// Success and failure sounds of tag assignment (doc 2 §4), synthesised with WebAudio: no sound files.
// Browsers without WebAudio (or before a user gesture allows it) stay silent; nothing throws.

export interface Tone {
  /** Hz */
  frequency: number;
  /** seconds from the start of the sound */
  start: number;
  /** seconds */
  duration: number;
  type: OscillatorType;
}

/** a rising two-note chime */
export const SUCCESS_TONES: Tone[] = [
  { frequency: 880, start: 0, duration: 0.12, type: 'sine' },
  { frequency: 1320, start: 0.12, duration: 0.18, type: 'sine' },
];

/** a low double buzz */
export const FAILURE_TONES: Tone[] = [
  { frequency: 220, start: 0, duration: 0.18, type: 'square' },
  { frequency: 165, start: 0.22, duration: 0.3, type: 'square' },
];

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Plays the tones on the given context (exported for tests). */
export function playTones(ctx: AudioContext, tones: Tone[], volume = 0.15): void {
  const now = ctx.currentTime;
  for (const tone of tones) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, now + tone.start);
    gain.gain.setValueAtTime(volume, now + tone.start);
    // a short fade out avoids a click at the end of each note
    gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + tone.duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + tone.duration);
  }
}

function play(tones: Tone[]): void {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    playTones(ctx, tones);
  } catch {
    // sound is a courtesy: never let it break an assignment
  }
}

export function playSuccessSound(): void {
  play(SUCCESS_TONES);
}

export function playFailureSound(): void {
  play(FAILURE_TONES);
}
