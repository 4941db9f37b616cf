// The one error of the backup feature (README 'Backups'): a refused archive, source or target, with a message for
// the operator. The scripts print it as it is; anything else is a bug.
export class BackupError extends Error {}
