// The routes of the task screens (slice C): /task, /task/detail, store update tasks, product update history, for src/App.tsx.
import type { ReactElement } from 'react';

export function taskRoutes(): ReactElement[] {
  return [];
}
