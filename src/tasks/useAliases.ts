// The alias configuration of the update history screens (doc 2 §3 Alias configuration entry). Doc 2 §8: a
// failure to load it shows the error, then logs the user out and reloads the page.
import { useAliases as useSharedAliases } from '../providers/sharedQueries';

export function useAliases() {
  return useSharedAliases({ critical: true }) ?? [];
}
