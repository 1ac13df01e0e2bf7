import { SearchX } from "lucide-react";
import { StatusCard } from "./status-card";

/** A dashboard screen's thing does not exist (HTTP 404), shown inside the dashboard shell. */
export function NotFoundCard({
  title = "Not Found",
  message = "The page you are looking for does not exist or has been moved.",
}: {
  title?: string;
  message?: string;
}) {
  return <StatusCard icon={SearchX} tone="neutral" title={title} message={message} />;
}
