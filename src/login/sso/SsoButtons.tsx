// The login page's single sign-on buttons (issue 36): "Sign in with <name>" for each enabled identity provider
// (GET /auth/sso/providers), each a plain navigation to the server's start (it redirects to the provider). Put
// into the login form of index.html, above the language switch; nothing is drawn when there is no provider.
import { Button, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'ra-core';
import { identityProviderCalls, identityProviderKeys } from '../../generated/client';
import { apiUrl } from '../../providers/httpClient';

export function SsoButtons({ before }: { before: HTMLElement }) {
  const translate = useTranslate();
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    before.before(element);
    setHolder(element);
    return () => element.remove();
  }, [before]);
  const { data } = useQuery({
    queryKey: identityProviderKeys.choices(),
    queryFn: ({ signal }) => identityProviderCalls.choices({ signal }),
  });
  const providers = data?.data ?? [];
  if (!holder || providers.length === 0) return null;
  return createPortal(
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="sso-buttons">
      <Divider>
        <Typography variant="caption">{translate('app.sso.or')}</Typography>
      </Divider>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          href={apiUrl(`/auth/sso/${provider.id}/start`)}
          data-testid={`sso-start-${provider.id}`}
        >
          {translate('app.sso.signInWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>,
    holder,
  );
}
