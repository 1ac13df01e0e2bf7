// Types of server-options.mjs, a plain module so that package scripts and benchmarks need no build.
export declare const SERVER_NODE_OPTIONS: string[];
export declare const SERVER_ENV: Record<string, string>;
