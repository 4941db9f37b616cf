// A change of the system configuration (site variant, flags) reaches an open session at its next call: an answer
// whose X-System-Config-Version differs from the stored session's reloads the session user info (GET /auth/login)
// and the permissions that carry systemConfig, so site-dependent screens (e.g. the coop second-code columns)
// follow without a new sign-in.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshSession } from '../providers/authProvider';
import { onSystemConfigChange } from '../providers/httpClient';
import { authProviderKeys } from '../providers/sessionQueries';

export function useSystemConfigSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    return onSystemConfigChange(() => {
      if (running) return;
      running = true;
      refreshSession()
        .then(() => queryClient.invalidateQueries({ queryKey: authProviderKeys.permissions }))
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    });
  }, [queryClient]);
}
