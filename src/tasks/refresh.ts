// How often the task pages refresh (doc 2 §2): every few seconds while a task shown runs, else every 30 s.
export const RUNNING_REFRESH_MS = 5_000;
export const IDLE_REFRESH_MS = 30_000;
