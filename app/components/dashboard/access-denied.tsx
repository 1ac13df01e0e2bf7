import { ShieldAlert } from "lucide-react";
import { StatusCard } from "./status-card";

/**
 * The spec's 'Access Denied' card for a signed-in user without permission (HTTP 403), shown inside
 * the dashboard shell. Screens pass their own message, e.g. user management:
 * <AccessDenied message="You need admin privileges to access user management." />
 */
export function AccessDenied({
  title = "Access Denied",
  message = "You do not have permission to view this page.",
}: {
  title?: string;
  message?: string;
}) {
  return <StatusCard icon={ShieldAlert} tone="danger" title={title} message={message} />;
}
