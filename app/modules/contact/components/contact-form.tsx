import { CheckCircle2, Loader2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Input, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { CONTACT_HONEYPOT_FIELD, CONTACT_SUCCESS } from "../contact.constants";
import { CONTACT_LIMITS, type ContactField, type ContactFieldErrors } from "../contact.schemas";

export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      fieldErrors: ContactFieldErrors;
      values: Partial<Record<ContactField, string>>;
      /** A refusal of the whole message (too many sent from this address), shown above the fields. */
      formError?: string;
    };

/**
 * A normal POST form: without JavaScript the page comes back with the success text or the field
 * errors inline. With JavaScript it also shows the toast and clears the fields after a success.
 */
export function ContactForm({
  result,
  initialSubject = "",
}: {
  result: ContactActionData | undefined;
  initialSubject?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const errors = result && !result.ok ? result.fieldErrors : {};
  const values: Partial<Record<ContactField, string>> =
    result && !result.ok ? result.values : { subject: initialSubject };

  useEffect(() => {
    if (result?.ok) {
      formRef.current?.reset();
      toast.success(CONTACT_SUCCESS.title, { description: CONTACT_SUCCESS.text });
    } else if (result && !result.ok) {
      const firstInvalid = Object.keys(result.fieldErrors)[0];
      if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    }
  }, [result]);

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name] ?? "",
    maxLength: CONTACT_LIMITS[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: cn(errors[name] && "border-red-500 focus-visible:ring-red-500"),
  });

  const error = (name: ContactField) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="text-sm text-red-600">
        {errors[name]}
      </p>
    ) : null;

  return (
    // noValidate: the server's messages are the ones shown, the same with or without JavaScript.
    <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Send us a message">
      {result?.ok ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">{CONTACT_SUCCESS.title}</p>
            <p className="text-sm">{CONTACT_SUCCESS.text}</p>
          </div>
        </div>
      ) : null}
      {result && !result.ok ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {result.formError ?? "Please correct the highlighted fields and send the message again."}
        </p>
      ) : null}

      {/* A honeypot for form-filling robots: off-screen (not display:none, which robots skip), out
          of the tab order and hidden from assistive technology, so people leave it empty. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`contact-${CONTACT_HONEYPOT_FIELD}`}
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="contact-name">
            Name{" "}
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          </Label>
          <Input {...field("name")} autoComplete="name" required placeholder="Your full name" />
          {error("name")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="contact-email">
            Email{" "}
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          </Label>
          <Input {...field("email")} type="email" autoComplete="email" required placeholder="you@institution.edu" />
          {error("email")}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-organization">
          Organization <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input {...field("organization")} autoComplete="organization" placeholder="University, institute or company" />
        {error("organization")}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-subject">
          Subject{" "}
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        </Label>
        <Input {...field("subject")} required placeholder="What is your message about?" />
        {error("subject")}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-message">
          Message{" "}
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        </Label>
        <Textarea {...field("message")} required rows={8} placeholder="How can we help you?" />
        {error("message")}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          Fields marked <span className="text-red-600">*</span> are required.
        </p>
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}
