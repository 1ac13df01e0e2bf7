// Types of server-cluster.mjs, a plain module so that server.mjs needs no build for it.
export declare class ServerProcessesError extends Error {}
export declare function serverProcesses(
  env: Record<string, string | undefined>,
  cpus?: number,
): { processes: number; notice?: string };
export declare function runCluster(processes: number, log?: (line: string) => void): Promise<void>;
