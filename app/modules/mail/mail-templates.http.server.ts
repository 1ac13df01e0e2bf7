// How the two template screens (the site's and a journal's) load and answer their forms:
// {ok, message} with the refusal's status, never an error page for a known refusal.
import { data } from "react-router";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { containsNul } from "~/lib/nul";
import type { CurrentUser } from "~/modules/auth/current-user";
import { templateIntentSchema } from "./mail-templates.schemas";
import {
  getMailTemplateEditor,
  listMailTemplates,
  resetMailTemplate,
  saveMailTemplate,
} from "./mail-templates.service.server";
import { MAIL_TEMPLATE_MESSAGES as M, type MailTemplateScope } from "./mail-templates.types";

export type MailTemplateActionData = { ok: boolean; message: string; intent: string };

function answer(intent: string, ok: boolean, message: string, status = ok ? 200 : 400) {
  return data<MailTemplateActionData>({ intent, ok, message }, { status });
}

/** The list, and the template chosen with ?template=key (404 for an unknown key). */
export async function loadTemplateScreen(user: CurrentUser, scope: MailTemplateScope, url: URL) {
  const key = url.searchParams.get("template");
  return orHttpError(async () => {
    const list = await listMailTemplates(user, scope);
    const editor = key ? await getMailTemplateEditor(user, scope, key) : null;
    return { list, editor };
  });
}

/** intent=save (key, subject, body) or intent=reset (key). */
export async function runTemplateIntent(user: CurrentUser, scope: MailTemplateScope, request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const intent = String(values.intent ?? "");
  try {
    // Permission first: who may not change the templates learns nothing from how the form is judged.
    await listMailTemplates(user, scope);
    const parsed = templateIntentSchema.safeParse(values);
    if (!parsed.success || containsNul(values)) return answer(intent, false, M.invalidRequest, 400);
    if (parsed.data.intent === "save") {
      const { key, subject, body } = parsed.data;
      await saveMailTemplate(user, scope, key, { subject, body });
      return answer(intent, true, M.saved);
    }
    const removed = await resetMailTemplate(user, scope, parsed.data.key);
    return removed ? answer(intent, true, M.reset) : answer(intent, false, M.notCustomised, 409);
  } catch (err) {
    if (err instanceof AppError) return answer(intent, false, err.message, err.status);
    throw err;
  }
}
