// Two-factor sign-in in the console (issue 36): the account dialog's section and its enrolment, the login's code
// step. Codes are computed with otpauth from the secret the enrolment shows, for the step after the last one used
// (the server takes each step once and accepts one step either side of its clock).
import type { Locator, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { startingWith } from './escape';
import type { Translate } from '../i18n';

const PERIOD_S = 30;

export class TwoFactorCodes {
  private lastStep = 0;
  constructor(readonly secret: string) {}

  /** a code of a step later than any used before, and within one step of now */
  next(): string {
    const step = Math.max(this.lastStep + 1, Math.floor(Date.now() / 1000 / PERIOD_S));
    this.lastStep = step;
    return TOTP.generate({ secret: Secret.fromBase32(this.secret), timestamp: step * PERIOD_S * 1000 });
  }
}

export class TwoFactorPage {
  constructor(
    readonly page: Page,
    readonly t: Translate,
  ) {}

  /** opens the account dialog from the user menu */
  async openAccount(): Promise<Locator> {
    await this.page.getByRole('button', { name: startingWith(this.t('ra.auth.user_menu')) }).click();
    await this.page.getByTestId('menu-account').click();
    const section = this.page.getByTestId('two-factor-section');
    await section.waitFor({ state: 'visible' });
    return section;
  }

  /** sets two-factor up from the account dialog: the secret's codes and the recovery codes shown once */
  async enrol(): Promise<{ codes: TwoFactorCodes; recoveryCodes: string[] }> {
    const section = await this.openAccount();
    await section.getByTestId('two-factor-enrol-start').click();
    const dialog = this.page.getByTestId('two-factor-enrol');
    const secretInput = dialog.getByTestId('two-factor-secret');
    await secretInput.waitFor({ state: 'visible' });
    await dialog.getByTestId('two-factor-qr').waitFor({ state: 'visible' });
    const codes = new TwoFactorCodes(await secretInput.inputValue());
    await dialog.getByTestId('two-factor-code').fill(codes.next());
    await dialog.getByTestId('two-factor-confirm').click();
    const list = dialog.getByTestId('two-factor-recovery-codes');
    await list.waitFor({ state: 'visible' });
    const recoveryCodes = (await list.locator('li').allInnerTexts()).map((code) => code.trim());
    await dialog.getByTestId('two-factor-done').click();
    await dialog.waitFor({ state: 'hidden' });
    await section.getByTestId('two-factor-state').and(this.page.locator('[data-enabled="true"]')).waitFor();
    return { codes, recoveryCodes };
  }

  /** the login's code step: a code, or a recovery code after "Use a recovery code" */
  async answerCodeStep(answer: { code: string } | { recoveryCode: string }): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: this.t('app.twoFactor.title'), exact: true });
    await dialog.waitFor({ state: 'visible' });
    if ('recoveryCode' in answer) {
      await dialog.getByTestId('two-factor-toggle').click();
      await dialog.getByTestId('two-factor-recovery').fill(answer.recoveryCode);
    } else {
      await dialog.getByTestId('two-factor-code').fill(answer.code);
    }
    await dialog.getByTestId('two-factor-verify').click();
  }
}
