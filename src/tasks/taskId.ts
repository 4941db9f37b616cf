// A task id of a route (/task/detail/{storeCode}/{taskId}/{taskType}): digits only; anything else names no task.
export function parseTaskId(text: string): number | null {
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}
