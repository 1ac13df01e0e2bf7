import { AppError } from "~/lib/errors";
import type { FieldErrors } from "./submissions.schemas";

/** A submission form that fails validation: 400 with the spec's message and each field's error. */
export class SubmissionFormError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
    status = 400,
  ) {
    super("submission.invalid", status, message);
  }
}
