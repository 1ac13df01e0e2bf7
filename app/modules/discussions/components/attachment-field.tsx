import { Paperclip } from "lucide-react";
import { Input, Label } from "~/components/ui/input";
import {
  acceptAttribute,
  formatFileSize,
  formatsLabel,
  maxFileLabel,
  precheckManuscript,
} from "~/modules/submission-files/manuscript-format";
import type { UploadRulesView } from "../discussions.types";

/** A message's optional file: the journal's manuscript formats and size limit, checked here first and by the server by content. */
export function AttachmentField({
  id,
  rules,
  file,
  disabled,
  onChange,
}: {
  id: string;
  rules: UploadRulesView;
  file: File | null;
  disabled?: boolean;
  onChange: (file: File | null, refusal: string | null) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        <Paperclip aria-hidden="true" className="size-4" />
        Attach a file <span className="font-normal text-slate-500">(optional)</span>
      </Label>
      <Input
        id={id}
        type="file"
        accept={acceptAttribute(rules.allowedFormats)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          onChange(chosen, chosen ? precheckManuscript(chosen, rules) : null);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {file
          ? `${file.name} (${formatFileSize(file.size)})`
          : `${formatsLabel(rules.allowedFormats)}, up to ${maxFileLabel(rules.maxFileBytes)}.`}
      </p>
    </div>
  );
}
