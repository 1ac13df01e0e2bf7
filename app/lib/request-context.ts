import { createContext } from "react-router";

/** The client's socket address, set by the HTTP server for every React Router request. */
export const clientAddressContext = createContext<string>("unknown");

/** The Content-Security-Policy nonce of this response, for React Router's inline scripts. */
export const cspNonceContext = createContext<string | undefined>(undefined);
