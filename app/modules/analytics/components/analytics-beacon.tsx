import { useEffect } from "react";
import { useLocation } from "react-router";
import { timeOnPage } from "../time-on-page";

/** The time spent on each page of the application, client navigations included (time-on-page.ts). */
export function AnalyticsBeacon() {
  const { pathname } = useLocation();
  useEffect(() => timeOnPage(pathname), [pathname]);
  return null;
}
