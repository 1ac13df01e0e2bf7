import { Mail } from "lucide-react";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "../mail-limits";
import { MailPreviewView, useServerPreview } from "./mail-preview";
import { formatCount } from "~/lib/format-count";

export type EmailText = { subject: string; body: string };

/**
 * The e-mail a form is about to send, for the editor to read and edit before it goes (ADR 067):
 * closed, the form sends the journal's template; opened, it sends the subject and body as edited
 * (`emailSubject`, `emailBody`, see EditedEmailFields), still inside the journal's layout. The
 * preview is the server's rendering with the real data (`previewRequest` to `previewEndpoint`).
 */
export function EditableEmail({
  id,
  label,
  value,
  template,
  onChange,
  previewEndpoint,
  previewRequest,
}: {
  id: string;
  label: string;
  /** The edited text; null while the editor has not opened it. */
  value: EmailText | null;
  /** The journal's template for it, with the variables it knows. */
  template: (EmailText & { variables: string[] }) | undefined;
  onChange: (value: EmailText | null) => void;
  previewEndpoint: string;
  previewRequest: Record<string, unknown>;
}) {
  const open = value !== null;
  const preview = useServerPreview(previewEndpoint, open ? { ...previewRequest, ...value } : null);
  if (!template) return null;
  return (
    <details
      className="rounded-md border border-slate-200"
      open={open}
      onToggle={(e) => {
        const nowOpen = (e.currentTarget as HTMLDetailsElement).open;
        if (nowOpen && !open) onChange({ subject: template.subject, body: template.body });
      }}
      data-testid={`${id}-details`}
    >
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-medium text-slate-800">
        <Mail aria-hidden="true" className="size-4" />
        {label}
      </summary>
      {value ? (
        <div className="space-y-3 border-t border-slate-200 p-3">
          <p className="text-sm text-slate-600">
            The journal&apos;s template, with its variables filled in for each recipient. Edit it for this e-mail only.
          </p>
          <FormField id={`${id}-subject`} label="E-mail subject" hint={`At most ${MAIL_SUBJECT_MAX} characters.`}>
            <Input
              id={`${id}-subject`}
              value={value.subject}
              onChange={(e) => onChange({ ...value, subject: e.target.value })}
              aria-describedby={`${id}-subject-hint`}
            />
          </FormField>
          <FormField
            id={`${id}-body`}
            label="E-mail body (Markdown)"
            hint={`At most ${formatCount(MAIL_BODY_MAX)} characters. Variables: ${template.variables.map((v) => `{{${v}}}`).join(", ")}.`}
          >
            <Textarea
              id={`${id}-body`}
              rows={12}
              className="font-mono text-sm"
              value={value.body}
              onChange={(e) => onChange({ ...value, body: e.target.value })}
              aria-describedby={`${id}-body-hint`}
            />
          </FormField>
          <MailPreviewView state={preview} label="The e-mail as it will be sent" />
        </div>
      ) : null}
    </details>
  );
}

/** The edited e-mail's fields inside a form (nothing while it was not opened: the template is sent). */
export function EditedEmailFields({ value }: { value: EmailText | null }) {
  if (!value) return null;
  return (
    <>
      <input type="hidden" name="emailSubject" value={value.subject} />
      <input type="hidden" name="emailBody" value={value.body} />
    </>
  );
}
