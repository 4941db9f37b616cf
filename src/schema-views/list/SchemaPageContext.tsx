// What a page hands to the components it registered by name (row actions, toolbar actions, cells): its
// handlers and state (open a modal, the selected rows, permissions), without the table knowing them.
import { createContext, useContext, type ReactNode } from 'react';

const PageContext = createContext<unknown>(undefined);

export function SchemaPage<T>({ value, children }: { value: T; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function useSchemaPage<T>(): T {
  const value = useContext(PageContext);
  if (value === undefined) throw new Error('useSchemaPage outside <SchemaPage>');
  return value as T;
}
