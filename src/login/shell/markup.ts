// The markup of the login form in index.html (state.ts says why). Texts are left empty here: the boot script
// fills them in the stored language before the first paint, the login page from its translations after.
// Labels are real <label for> elements, so the form is named and found as the console's MUI form was.
import { SHELL_IDS as ID } from './state';

const text = (key: string, tag = 'span', attributes = '') =>
  `<${tag} data-text="${key}"${attributes}></${tag}>`;

function field(id: string, name: string, type: string, autocomplete: string, label: string, autofocus = '') {
  return [
    `<div class="ls-field">`,
    `<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" placeholder=" "${autofocus}>`,
    text(label, 'label', ` for="${id}"`),
    `</div>`,
  ].join('');
}

/** The form's HTML: hidden until the boot script or the login page shows it. */
export function loginShellMarkup(): string {
  return [
    `<div id="${ID.root}" class="ls-page" hidden>`,
    `<main class="ls-card">`,
    `<form id="${ID.form}" novalidate data-label="app.login.title">`,
    text('app.title', 'h1'),
    field(ID.email, 'email', 'email', 'username', 'app.login.email', ' autofocus'),
    field(ID.password, 'password', 'password', 'current-password', 'app.login.password'),
    text('app.login.submit', 'button', ` id="${ID.submit}" type="submit" class="ls-submit"`),
    `<div class="ls-links">`,
    text('app.login.forgot', 'button', ` id="${ID.forgot}" type="button" class="ls-link"`),
    text('app.login.signup', 'a', ` href="#/signup" class="ls-link"`),
    `</div>`,
    `<div id="${ID.language}" class="ls-language"></div>`,
    `</form>`,
    `</main>`,
    `</div>`,
  ].join('');
}

/** Puts each text of the form in place from `translate` (keys as in SHELL_TEXT_KEYS). */
export function applyShellTexts(root: ParentNode, translate: (key: string) => string): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-text]'))
    element.textContent = translate(element.dataset.text!);
  for (const element of root.querySelectorAll<HTMLElement>('[data-label]'))
    element.setAttribute('aria-label', translate(element.dataset.label!));
}
