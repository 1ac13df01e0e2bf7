import { AlertCircle } from "lucide-react";

/**
 * The server's reason for refusing a form, shown inside the dialog that sent it: the toast that
 * also reports it goes away, this stays while the user corrects the form.
 */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
