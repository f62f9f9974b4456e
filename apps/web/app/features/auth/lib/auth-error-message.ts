import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api";

/**
 * Words a person can read for a failed auth call. The API's detail is English, so it is shown only to
 * English readers; other languages get the translated summary of the same situation.
 */
export function authErrorMessage(error: unknown, t: TFunction<"auth">, language: string): string {
  if (!(error instanceof ApiError)) return t("errors.generic");
  if (error.status === 0) return t("errors.network");
  if (error.status === 429) return t("errors.rateLimited");
  if (error.problem?.code === "WEAK_PASSWORD") {
    return language.startsWith("en") && error.problem.detail ? error.problem.detail : t("errors.weakPassword");
  }
  return t("errors.generic");
}
