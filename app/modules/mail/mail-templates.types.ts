import type { TemplateVariable } from "./mail-template-defaults";

/** Whose templates: the site's (admins) or one journal's (its editors and admins). */
export type MailTemplateScope = { kind: "site" } | { kind: "journal"; shortName: string };

/** Where the text in use comes from. */
export type MailTemplateSource = "journal" | "site" | "default";

export type MailTemplateList = {
  journal: { id: string; title: string; shortName: string } | null;
  templates: { key: string; title: string; description: string; source: MailTemplateSource }[];
};

export type MailTemplateHistoryEntry = {
  id: string;
  change: "saved" | "reset";
  subject: string | null;
  body: string | null;
  changedAt: string;
  changedBy: string;
};

export type MailTemplateEditor = {
  journal: { id: string; title: string; shortName: string } | null;
  template: { key: string; title: string; description: string; variables: TemplateVariable[] };
  subject: string;
  body: string;
  source: MailTemplateSource;
  /** What 'Reset to default' brings back. */
  fallback: { subject: string; body: string; source: "site" | "default" };
  history: MailTemplateHistoryEntry[];
};

export type MailPreview = { subject: string; html: string; text: string };

export const MAIL_TEMPLATE_MESSAGES = {
  accessDenied: "You do not have permission to change these e-mail templates.",
  journalNotFound: "Journal Not Found",
  templateNotFound: "E-mail template not found.",
  saved: "Template saved.",
  reset: "Template reset to default.",
  notCustomised: "This template is not customised here: nothing to reset.",
  invalidRequest: "Invalid request.",
} as const;
