// Refresh interval of the upload screens while an upload is still being imported.
/** while an upload is still being imported */
export const RUNNING_REFRESH_MS = 3_000;
