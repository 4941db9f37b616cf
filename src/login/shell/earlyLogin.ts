// A login submitted before the console's login page is there (issue 25): the page draws its login form at once
// and loads the console meanwhile; an operator quicker than the download has the login sent at once, and the
// login page finishes it (useLoginShell.ts takes `state.early`). Loaded by the entry with nothing but the login
// call, so that it listens long before the console has loaded.
import { sendLogin } from '../../providers/loginCall';
import { SHELL_IDS, shellState } from './state';

const valueOf = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';

/** Listens to the form's submits until the login page takes over; `configReady`: the API base is known. */
export function listenForEarlyLogin(configReady: Promise<unknown>): void {
  const state = shellState();
  const submit = () => {
    if (state.early) return; // one login on its way is enough
    const email = valueOf(SHELL_IDS.email);
    const password = valueOf(SHELL_IDS.password);
    // blank fields are the login page's to refuse, with its message and without a call
    if (!email.trim() || !password) {
      state.submitPending = true;
      return;
    }
    const credentials = { email: email.trim(), password };
    const answer = configReady.then(() => sendLogin(credentials));
    answer.catch(() => undefined); // the login page reports it; unread, it is no error of the page
    state.early = { ...credentials, answer };
  };
  state.onSubmit = submit;
  if (state.submitPending) {
    state.submitPending = false;
    submit();
  }
}
