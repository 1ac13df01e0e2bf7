// E-mail templates that admins (the site's copy) and a journal's editors (the journal's copy)
// change (docs/decisions/067): the journal's copy wins over the site's, which wins over the
// default in code (mail-template-defaults.ts). Every save and reset is kept in the history.
import type { Db } from "~/db/client.server";
import { AppError, notFound } from "~/lib/errors";
import { SITE_NAME } from "~/lib/seo";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { resolveJournalSettings } from "~/modules/journal-settings/journal-settings.defaults";
import { storedThemeOr } from "~/modules/journals/journal-themes";
import { checkTemplateText, templateProblemMessage } from "./mail-markdown";
import {
  sampleValues,
  TEMPLATE_DEFAULTS,
  templateDefault,
  templateVariables,
  type TemplateDefault,
} from "./mail-template-defaults";
import {
  prepareMail,
  renderPrepared,
  type MailJournal,
  type MailTemplateName,
  type RenderedMail,
  type TemplateText,
} from "./mail-templates";
import {
  deleteOverride,
  findEffectiveOverride,
  findEffectiveOverrides,
  findHistory,
  findJournalByShortNameForTemplates,
  findJournalForMail,
  findOverride,
  findOverrideKeys,
  insertHistory,
  upsertOverride,
} from "./mail-templates.repository.server";
import type {
  MailTemplateEditor,
  MailTemplateList,
  MailTemplateScope,
  MailTemplateSource,
} from "./mail-templates.types";
import { MAIL_TEMPLATE_MESSAGES as M } from "./mail-templates.types";

const HISTORY_LIMIT = 50;
const HEX_COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

type ResolvedScope = { journalId: string | null; journal: { id: string; title: string; shortName: string } | null };

/**
 * The scope the actor may change: the site's templates for admins (403 for anyone else), a
 * journal's for its editors and admins (404 when there is no such journal, 403 for others, who
 * learn nothing of which journals exist).
 */
async function scopeFor(actor: CurrentUser, scope: MailTemplateScope, database: Db = db()): Promise<ResolvedScope> {
  if (scope.kind === "site") {
    if (!can(actor, "journals.manage")) throw new AppError("forbidden", 403, M.accessDenied);
    return { journalId: null, journal: null };
  }
  if (!can(actor, "journalSettings.manage")) throw new AppError("forbidden", 403, M.accessDenied);
  const shortName = scope.shortName.trim().toLowerCase();
  const journal =
    shortName && shortName.length <= 100 ? await findJournalByShortNameForTemplates(database, shortName) : undefined;
  if (!journal) throw notFound("journals.not_found", M.journalNotFound);
  if (!can(actor, "journalSettings.manage", { journalId: journal.id })) {
    throw new AppError("forbidden", 403, M.accessDenied);
  }
  return { journalId: journal.id, journal };
}

function definitionOf(key: string): TemplateDefault {
  const definition = templateDefault(key);
  if (!definition) throw notFound("mail_templates.not_found", M.templateNotFound);
  return definition;
}

/** The templates, each with whether it is customised here (or, for a journal, at the site). */
export async function listMailTemplates(actor: CurrentUser, scope: MailTemplateScope): Promise<MailTemplateList> {
  const resolved = await scopeFor(actor, scope);
  const rows = await findOverrideKeys(db(), resolved.journalId);
  const sourceOf = (key: string): MailTemplateSource => {
    if (resolved.journalId && rows.some((r) => r.templateKey === key && r.journalId === resolved.journalId))
      return "journal";
    if (rows.some((r) => r.templateKey === key && r.journalId === null)) return "site";
    return "default";
  };
  return {
    journal: resolved.journal,
    templates: TEMPLATE_DEFAULTS.map((t) => ({
      key: t.key,
      title: t.title,
      description: t.description,
      source: sourceOf(t.key),
    })),
  };
}

/** One template for the editor: its text in use here, the text it falls back to, its variables and history. */
export async function getMailTemplateEditor(
  actor: CurrentUser,
  scope: MailTemplateScope,
  key: string,
): Promise<MailTemplateEditor> {
  const resolved = await scopeFor(actor, scope);
  const definition = definitionOf(key);
  const [own, effective, history] = await Promise.all([
    findOverride(db(), key, resolved.journalId),
    findEffectiveOverride(db(), key, resolved.journalId),
    findHistory(db(), key, resolved.journalId, HISTORY_LIMIT),
  ]);
  // What 'Reset to default' falls back to: the site's copy for a journal, else the code's.
  const site = resolved.journalId ? await findEffectiveOverride(db(), key, null) : undefined;
  const fallback = site ?? { subject: definition.subject, body: definition.body };
  const current = effective ?? fallback;
  return {
    journal: resolved.journal,
    template: {
      key: definition.key,
      title: definition.title,
      description: definition.description,
      variables: templateVariables(key).map((x) => ({ ...x })),
    },
    subject: current.subject,
    body: current.body,
    source: own ? (resolved.journalId ? "journal" : "site") : site ? "site" : "default",
    fallback: { subject: fallback.subject, body: fallback.body, source: site ? "site" : "default" },
    history: history.map((h) => ({
      id: h.id,
      change: h.change,
      subject: h.subject,
      body: h.body,
      changedAt: h.changedAt.toISOString(),
      changedBy: h.changedBy ?? "A deleted user",
    })),
  };
}

/** A 400 naming what is wrong with a subject and body, listing the template's variables; else nothing. */
export function checkMailText(key: string, text: TemplateText): void {
  const known = templateVariables(key).map((x) => x.name);
  const problem = checkTemplateText(text.subject, text.body, known);
  if (problem) throw new AppError(`mail_templates.${problem.kind}`, 400, templateProblemMessage(problem, known));
}

/** Saves the scope's copy of a template and records it in the history; 400 (nothing written) when it does not check. */
export async function saveMailTemplate(
  actor: CurrentUser,
  scope: MailTemplateScope,
  key: string,
  text: TemplateText,
): Promise<void> {
  const resolved = await scopeFor(actor, scope);
  definitionOf(key);
  checkMailText(key, text);
  await db().transaction(async (tx) => {
    await upsertOverride(tx, {
      templateKey: key,
      journalId: resolved.journalId,
      subject: text.subject,
      body: text.body,
      updatedBy: actor.id,
    });
    await insertHistory(tx, {
      templateKey: key,
      journalId: resolved.journalId,
      change: "saved",
      subject: text.subject,
      body: text.body,
      changedBy: actor.id,
    });
  });
}

/** Removes the scope's copy ('Reset to default'), recorded in the history; false when there was none. */
export async function resetMailTemplate(actor: CurrentUser, scope: MailTemplateScope, key: string): Promise<boolean> {
  const resolved = await scopeFor(actor, scope);
  definitionOf(key);
  return db().transaction(async (tx) => {
    if (!(await deleteOverride(tx, key, resolved.journalId))) return false;
    await insertHistory(tx, {
      templateKey: key,
      journalId: resolved.journalId,
      change: "reset",
      subject: null,
      body: null,
      changedBy: actor.id,
    });
    return true;
  });
}

/** The template rendered with its sample values, in the scope's layout (400 when the text does not check). */
export async function previewMailTemplate(
  actor: CurrentUser,
  scope: MailTemplateScope,
  key: string,
  text: TemplateText,
): Promise<Pick<RenderedMail, "subject" | "html" | "text">> {
  const resolved = await scopeFor(actor, scope);
  const definition = definitionOf(key);
  checkMailText(key, text);
  const journal = resolved.journalId ? await mailJournal(db(), resolved.journalId) : undefined;
  const values = sampleValues(key);
  // The samples are written for FJPHS (its IDs, DOIs, addresses): a journal's preview shows its own.
  const own = resolved.journal?.shortName;
  if (own) {
    for (const [name, value] of Object.entries(values)) {
      values[name] = value.replaceAll("FJPHS", own.toUpperCase()).replaceAll("fjphs", own);
    }
  }
  if (journal) values.journalName = journal.name;
  const rendered = renderPrepared(
    { key, template: definition.mail, values, journalName: values.journalName },
    { siteName: SITE_NAME, publicUrl: services().env.publicUrl, journal },
    text,
  );
  return { subject: rendered.subject, html: rendered.html, text: rendered.text };
}

/** How a message about the journal looks: its name, theme colour, publisher and editorial address. */
export async function mailJournal(database: Db, journalId: string): Promise<MailJournal | undefined> {
  const row = await findJournalForMail(database, journalId);
  if (!row) return undefined;
  const colour = storedThemeOr(row.shortName, row.theme?.gradients ? row.theme : null).colors.primary;
  const { editorialEmail } = resolveJournalSettings({ emailNotifications: row.emailNotifications }).emailNotifications;
  return {
    name: row.title,
    ...(HEX_COLOUR.test(colour) ? { colour } : {}),
    ...(row.publisher ? { address: `Published by ${row.publisher}` } : {}),
    ...(editorialEmail ? { contact: editorialEmail } : {}),
  };
}

/** The text a message uses for this template: the journal's copy, else the site's, else none (the default). */
export async function storedMailText(
  database: Db,
  key: string,
  journalId: string | null,
): Promise<TemplateText | undefined> {
  const row = await findEffectiveOverride(database, key, journalId);
  return row ? { subject: row.subject, body: row.body } : undefined;
}

/**
 * The texts a journal's messages use for these templates (its copy, else the site's, else the
 * default), with the variables each knows: what a dialog shows an editor to edit before sending.
 */
export async function effectiveMailTexts(
  database: Db,
  journalId: string,
  keys: readonly string[],
): Promise<Record<string, TemplateText & { variables: string[] }>> {
  const rows = await findEffectiveOverrides(database, journalId, keys);
  const out: Record<string, TemplateText & { variables: string[] }> = {};
  for (const key of keys) {
    const definition = templateDefault(key);
    if (!definition) continue;
    const row =
      rows.find((r) => r.templateKey === key && r.journalId === journalId) ?? rows.find((r) => r.templateKey === key);
    out[key] = {
      subject: row?.subject ?? definition.subject,
      body: row?.body ?? definition.body,
      variables: templateVariables(key).map((x) => x.name),
    };
  }
  return out;
}

/**
 * A message as it would be sent with real data and `text` (an editor's edit), in the journal's
 * layout, without queueing it: the preview of an edit before sending. The caller checks who asks.
 * A 400 AppError when the text does not check.
 */
export async function renderMailPreview(
  database: Db,
  message: { template: MailTemplateName; data: Record<string, unknown>; journalId: string; text: TemplateText },
): Promise<Pick<RenderedMail, "subject" | "html" | "text">> {
  const journal = await mailJournal(database, message.journalId);
  const ctx = { siteName: SITE_NAME, publicUrl: services().env.publicUrl, journal };
  const prepared = prepareMail(message.template, message.data, ctx);
  checkMailText(prepared.key, message.text);
  const rendered = renderPrepared(prepared, ctx, message.text);
  return { subject: rendered.subject, html: rendered.html, text: rendered.text };
}
