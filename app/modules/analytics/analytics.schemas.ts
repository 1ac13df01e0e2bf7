import { z } from "zod";
import { ANALYTICS_PERIODS, DEFAULT_PERIOD, type AnalyticsPeriod } from "./analytics.constants";

/** `?days=7|30|90`; anything else is the default 30. */
export function parsePeriod(params: URLSearchParams): AnalyticsPeriod {
  const n = Number(params.get("days"));
  return (ANALYTICS_PERIODS as readonly number[]).includes(n) ? (n as AnalyticsPeriod) : DEFAULT_PERIOD;
}

export const searchConsoleConnectionSchema = z.object({
  siteUrl: z.string().trim().min(1, { error: "Enter the Search Console property." }).max(300),
  key: z
    .string()
    .trim()
    .min(1, { error: "Paste the service account's key file (JSON)." })
    .max(20_000, { error: "The key is too long for a service account key file." }),
});

export const uploadRangeSchema = z.object({
  startDate: z.string().trim().max(10).optional(),
  endDate: z.string().trim().max(10).optional(),
});
