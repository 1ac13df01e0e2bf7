/** A failure with a stable code, an HTTP status and the user-facing message of the spec. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string) => new AppError(code, 404, message);
export const forbidden = (code: string, message: string) => new AppError(code, 403, message);
export const badRequest = (code: string, message: string) => new AppError(code, 400, message);
