/** The ApiDescriptionError a call throws or a promise rejects with; anything else fails the test. */
import { expect } from "vitest";
import { ApiDescriptionError } from "../../errors";

export async function rejectionOf(promise: Promise<unknown>): Promise<ApiDescriptionError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDescriptionError);
    return error as ApiDescriptionError;
  }
  throw new Error("expected a rejection");
}

export function thrownBy(fn: () => unknown): ApiDescriptionError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDescriptionError);
    return error as ApiDescriptionError;
  }
  throw new Error("expected an ApiDescriptionError");
}
