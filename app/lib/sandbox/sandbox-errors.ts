import { AppError } from "../errors";

/** The messages an editor reads when a file was abandoned by the sandbox (ADR 049). */
export const SANDBOX_MESSAGES = {
  tooLarge: "The file could not be read: it is too large when decompressed",
  tooSlow: "The file could not be read: it took too long to process",
  failed: "The file could not be read",
} as const;

export type SandboxLimit = "memory" | "time";

/**
 * A job the sandbox abandoned because its child passed a limit: the file's own fault, so the
 * verdict may be stored and the job is never run again for it. 422 when it reaches a request.
 */
export class SandboxLimitError extends AppError {
  constructor(readonly limit: SandboxLimit) {
    super(
      limit === "memory" ? "file.too_large_decompressed" : "file.too_slow",
      422,
      limit === "memory" ? SANDBOX_MESSAGES.tooLarge : SANDBOX_MESSAGES.tooSlow,
    );
  }
}

/** The job itself threw in the child (bytes that are not what they claim to be): its message. */
export class SandboxJobError extends Error {}

/** The child could not be started or stopped unasked: not a verdict on the file. */
export class SandboxUnavailableError extends Error {}
