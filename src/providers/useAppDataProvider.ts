import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from './dataProvider';

/** react-admin's data provider (401 answers end the session through authProvider.checkError), with our named methods */
export function useAppDataProvider(): AppDataProvider {
  return useDataProvider<AppDataProvider>();
}
