import { createContext } from "react-router";

/** The client's socket address, set by the HTTP server for every React Router request. */
export const clientAddressContext = createContext<string>("unknown");
