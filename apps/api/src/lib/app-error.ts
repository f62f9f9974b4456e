import type { TErrorCode } from "@planready/contracts/errors";

/** The one error type services throw; the error plugin turns it into problem+json. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly detail: string | undefined;
  readonly invalidFields: { path: string; message: string }[] | undefined;

  constructor(code: TErrorCode, detail?: string, invalidFields?: { path: string; message: string }[]) {
    super(detail ?? code);
    this.name = "AppError";
    this.code = code;
    this.detail = detail;
    this.invalidFields = invalidFields;
  }
}
