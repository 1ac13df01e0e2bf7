import { data } from "react-router";
import { AppError } from "./errors";

/** Runs a use case; an AppError becomes an HTTP error response with its status and message. */
export async function orHttpError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof AppError) throw data({ code: e.code, message: e.message }, { status: e.status });
    throw e;
  }
}
