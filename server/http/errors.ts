// Errors answered as HTTP status plus `{ message }` (docs/api.md "Errors").

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  authFailure: 'Authentication Failure.',
  permissionDenied: 'Permission denied.',
  locked: 'This account is locked.',
  passwordChangeRequired: 'Password change required.',
  roleInUse: 'The role in use can not be deleted.',
  emailExists: 'This email is already registered.',
  notFound: 'Not Found',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
} as const;

export const unauthorized = () => new HttpError(401, MESSAGES.authFailure);
export const forbidden = (message: string = MESSAGES.permissionDenied) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string) => new HttpError(400, message);
