// Page sizes and refresh intervals of the product file and second-code screens (doc 2 §9: 25 per page).
export const TABLE_PAGE = { perPage: 25, perPageOptions: [10, 25, 50, 100] };
/** while an upload is still being imported */
export const RUNNING_REFRESH_MS = 3_000;
export const UPLOADS_REFRESH_MS = 30_000;
