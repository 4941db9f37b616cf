// Alarm and mail texts with {variables} (GET /alarm/config 'variables'), one place for the console's preview
// and the server's (server/alarms/catalogue.ts; raise() fills the same names in SQL).
export interface AlarmText {
  title: string;
  detail: string;
  subject: string;
  body: string;
}

/** Fills the {name} variables of a text; unknown names stay as they are. */
export function fillVariables(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** title, detail, subject, body filled with `values` (detail first: subject and body may use {detail}) */
export function previewText(content: AlarmText, values: Record<string, string>): AlarmText {
  const detail = fillVariables(content.detail, values);
  const withDetail = { ...values, detail };
  return {
    title: fillVariables(content.title, withDetail),
    detail,
    subject: fillVariables(content.subject, withDetail),
    body: fillVariables(content.body, withDetail),
  };
}
