import pino from "pino";

// One JSON line per event; LOG_LEVEL is read directly so logging works before config validation.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
