// The console's LED command (POST /tag/led: duration, ledState, ledBrightness, blinkingSpeed; doc 1 §9) as the
// 12-byte pattern of the AP's GET /led_flash (the firmware's struct ledFlash, oepl-proto.h, little-endian bit
// fields: the first named field of a byte is its low nibble):
//   0  mode (low nibble: 1 flash, 0 off) | flashDuration (high nibble: how long each flash is lit, 0..15)
//   1  colour 1 (RGB332)        2  flashCount1 (low) | flashSpeed1 (high, 0.1 s)    3  delay1 (0.1 s)
//   4..6 and 7..9: colours 2 and 3 the same way     10  repeats (the sequence runs repeats + 1 times)   11  spare
// Our mapping: ledState picks the colour (LED_COLORS, in that order, repeating), ledBrightness the lit time of
// each flash (1 shortest; capped below 15, which never turns the LED off and drains the battery; 0 turns the LED
// off), blinkingSpeed the seconds from one flash to the next (the console offers 1, 2 or 3), duration how long
// it blinks: one flash per blinkingSpeed seconds, at most 256 of them.
import type { OeplPendingRow } from '../repositories/oeplUpdates.ts';

/** RGB332 colours: red, green, blue, yellow, cyan, magenta, white */
export const LED_COLORS = [0xe0, 0x1c, 0x03, 0xfc, 0x1f, 0xe3, 0xff] as const;
/** the highest lit time of a flash we send (15 would leave the LED on) */
const MAX_FLASH_DURATION = 14;
/** the AP's delay byte counts tenths of a second */
const MAX_DELAY_SECONDS = 25;

type LedRequest = NonNullable<OeplPendingRow['led']>;

/** the defaults of POST /tag/led (doc 1 §9) */
const DEFAULTS = { duration: 5, ledState: 0, ledBrightness: 1, blinkingSpeed: 2 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** the /led_flash pattern of an LED row */
export function ledPattern(led: OeplPendingRow['led']): Uint8Array {
  const { duration, ledState, ledBrightness, blinkingSpeed } = { ...DEFAULTS, ...stripNulls(led ?? {}) };
  const pattern = new Uint8Array(12);
  if (ledBrightness <= 0) return pattern; // mode 0: the LED off
  const seconds = clamp(blinkingSpeed, 1, MAX_DELAY_SECONDS);
  const flashes = clamp(Math.ceil(duration / seconds), 1, 256);
  pattern[0] = (clamp(ledBrightness - 1, 0, MAX_FLASH_DURATION) << 4) | 1;
  pattern[1] = LED_COLORS[clamp(ledState, 0, 255) % LED_COLORS.length];
  pattern[2] = (1 << 4) | 1; // one flash per round
  pattern[3] = seconds * 10;
  pattern[10] = flashes - 1;
  return pattern;
}

function stripNulls(led: LedRequest): LedRequest {
  return Object.fromEntries(
    Object.entries(led).filter(([, v]) => typeof v === 'number' && Number.isFinite(v)),
  );
}
