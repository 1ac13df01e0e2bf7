import { useLocation } from "react-router";
import { authPath } from "./redirects";

/** The sign-in page, bringing the reader back to the page they are on now. */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return authPath(`${pathname}${search}`);
}
