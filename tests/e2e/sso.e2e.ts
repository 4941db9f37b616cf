// Single sign-on in the console (issue 36), against a real OpenID provider on loopback
// (tests/support/oidcProvider.ts): the login page's "Sign in with <name>" → the provider's login form → back in the
// console signed in, with the role and stores the claim rules map; a person no rule maps comes back to the
// login page's refusal in their language; the Identity Providers page is role 0's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderHandle } from '../support/oidcProvider';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { Shell } from './support/pages/Shell';

const t = translator('en_US');
const CLIENT_ID = 'esl-console-e2e';
const NAME = 'Corp SSO';

describe('single sign-on', () => {
  const page = pagePerTest();
  let idp: OidcProviderHandle;
  let admin: Api;
  let providerId = 0;

  beforeAll(async () => {
    idp = await startOidcProvider({
      users: {
        dana: { email: 'dana.sso@corp.example', name: 'Dana SSO', groups: ['esl-managers'] },
        eve: { email: 'eve.sso@corp.example', groups: ['elsewhere'] },
      },
      clients: [{ clientId: CLIENT_ID, redirectUris: [`${baseUrl()}/api/auth/sso/callback`] }],
    });
    admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const created = await admin.call<{ id: number }>('POST', '/auth/sso/provider', {
      name: NAME,
      issuer: idp.issuer,
      clientId: CLIENT_ID,
      scopes: 'openid email profile groups',
      createUnknown: true,
      rules: [{ claim: 'groups', value: 'esl-managers', role_id: 1, store: ['KR001'] }],
    });
    providerId = created.id;
  });

  afterAll(async () => {
    if (providerId) await admin.call('DELETE', `/auth/sso/provider/${providerId}`);
    await idp?.stop();
  });

  /** from the login page through the provider's development login form, as `login` */
  async function signInWithProvider(login: string): Promise<void> {
    const loginPage = new LoginPage(page(), baseUrl());
    await loginPage.open();
    await page()
      .getByRole('link', { name: t('app.sso.signInWith', { name: NAME }) })
      .click({ noWaitAfter: true });
    // the provider's login form, after the console's start and the provider's redirects (a busy machine: up to 60 s)
    await page().locator('input[name="login"]').waitFor({ timeout: 60_000 });
    await page().locator('input[name="login"]').fill(login);
    await page().locator('input[name="password"]').fill('any');
    await page().getByRole('button', { name: 'Sign-in' }).click();
  }

  it('Sign in with <provider>: back in the console signed in, with the mapped role and stores', async () => {
    await signInWithProvider('dana');
    await new DashboardPage(page(), baseUrl()).waitUntilShown();
    const session = await page().evaluate(() => JSON.parse(localStorage.getItem('esl.session') ?? '{}'));
    expect(session).toMatchObject({ email: 'dana.sso@corp.example', role_id: 1, store: ['KR001'] });
    // the address bar holds no code or token
    expect(page().url()).not.toContain('code=');
    expect(page().url()).not.toContain(session.accessToken);
  });

  it('a person no rule maps comes back to the login page with the reason', async () => {
    await signInWithProvider('eve');
    await expect
      .poll(() => page().getByTestId('sso-error').textContent())
      .toBe(t('app.sso.errors.noMatchingRule'));
  });

  it('role 0 has the Identity Providers page with the provider listed', async () => {
    await signIn(page(), demoAccounts.admin);
    await new Shell(page(), baseUrl()).goto('/system/identity-providers');
    await page().getByTestId(`idp-row-${providerId}`).waitFor();
    expect(await page().getByTestId(`idp-row-${providerId}`).textContent()).toContain(NAME);
    // the dialog opens on the provider with its rule (its rules' inputs drew once, then crashed the page)
    await page().getByTestId(`idp-row-${providerId}`).getByTestId('idp-edit').click();
    const dialog = page().getByTestId('identity-provider-dialog');
    const claim = dialog.getByRole('textbox', { name: t('app.identityProviders.fields.claim'), exact: true });
    await expect.poll(() => claim.first().inputValue()).toBe('groups');
    expect(
      await dialog
        .getByRole('textbox', { name: t('app.identityProviders.fields.stores'), exact: true })
        .inputValue(),
    ).toBe('KR001');
  });
});
