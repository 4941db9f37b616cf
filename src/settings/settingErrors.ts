// The error titles of the settings pages (doc 3 §8), as i18n keys.
export const SETTING_ERRORS = {
  server: 'app.settings.errors.server',
  store: 'app.settings.errors.store',
  amac: 'app.settings.errors.amac',
  migration: 'app.settings.errors.migration',
} as const;
