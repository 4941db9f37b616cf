// How long end-to-end tests wait for the simulated radio. Its delivery model (server/sim/tagRadioDelivery.ts) has a
// tail of minutes of radio time (gateway queue up to 120 s, retries up to 225 s, a rare deep sleep up to 480 s, after
// a delay up to 60 s), compressed 4 times in the demo: an update's answer can take up to about 220 s of real time.

/** the longest wait for the radio's answer to one update (or one task's rows) */
export const ANSWER_WITHIN_MS = 240_000;
/** the timeout of a test that waits for the radio's answer twice (a retry after a failure) */
export const RADIO_TEST_MS = 2 * ANSWER_WITHIN_MS + 60_000;
