import { AlertTriangle, RotateCw } from "lucide-react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { Link } from "../link";
import { Button } from "../ui/button";
import { AccessDenied } from "./access-denied";
import { StatusCard } from "./status-card";

/**
 * A dashboard screen's ErrorBoundary: 'Access Denied' (with the server's message) for a 403,
 * otherwise the screen's load failure with Try Again, which loads the same address again.
 */
export function LoadError({ error, title, message }: { error: unknown; title: string; message: string }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const denied = (error.data as { message?: unknown } | undefined)?.message;
    return <AccessDenied message={typeof denied === "string" ? denied : undefined} />;
  }
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title={title}
      message={message}
      action={
        <Button asChild>
          <Link to={`${location.pathname}${location.search}`} replace>
            <RotateCw aria-hidden="true" />
            Try Again
          </Link>
        </Button>
      }
    />
  );
}
