import { describe, expect, it } from "vitest";
import { ServerProcessesError, serverProcesses } from "../server-cluster.mjs";

const postgres = { DATABASE_URL: "postgres://u@db/journals" };

describe("WEB_CONCURRENCY (cluster mode)", () => {
  it("is one process unless set", () => {
    expect(serverProcesses({ ...postgres })).toEqual({ processes: 1 });
    expect(serverProcesses({ ...postgres, WEB_CONCURRENCY: " " })).toEqual({ processes: 1 });
  });

  it("forks the number asked for on PostgreSQL, or one per CPU with auto", () => {
    expect(serverProcesses({ ...postgres, WEB_CONCURRENCY: "2" })).toEqual({ processes: 2 });
    expect(serverProcesses({ ...postgres, WEB_CONCURRENCY: "auto" }, 4)).toEqual({ processes: 4 });
    expect(serverProcesses({ ...postgres, WEB_CONCURRENCY: "1" })).toEqual({ processes: 1 });
  });

  it("runs one process on PGlite, and says why", () => {
    const asked = serverProcesses({ WEB_CONCURRENCY: "2" });
    expect(asked.processes).toBe(1);
    expect(asked.notice).toBe(
      "WEB_CONCURRENCY=2: running one server process. The embedded database (PGlite) works inside one " +
        "process; set DATABASE_URL to a PostgreSQL database to run several.",
    );
    expect(serverProcesses({ WEB_CONCURRENCY: "auto" }, 1)).toEqual({ processes: 1 });
  });

  it("refuses what is not a whole number of processes", () => {
    for (const value of ["0", "-1", "2.5", "two", "1e3"]) {
      expect(() => serverProcesses({ ...postgres, WEB_CONCURRENCY: value })).toThrow(
        new ServerProcessesError(
          `WEB_CONCURRENCY: must be a whole number of server processes (1 or more) or "auto", got "${value}"`,
        ),
      );
    }
  });
});
