import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { containsNul } from "~/lib/nul";
import { requireApiUser } from "~/modules/auth/session.server";
import { INVOICE_MESSAGES as M } from "~/modules/invoices/invoices.constants";
import { parseApcSettings } from "~/modules/invoices/invoices.schemas";
import { loadApcSettingsFor, saveApcSettings } from "~/modules/invoices/invoices.service.server";
import type { InvoiceActionAnswer } from "~/modules/invoices/invoices.types";
import type { Route } from "./+types/journal-charges";

/** GET /api/journals/:journalId/charges: the journal's article processing charges (its editors and admins). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = await requireApiUser(request);
    return noStoreJson({ settings: await loadApcSettingsFor(user, params.journalId) });
  }, "The charges could not be loaded.");
}

/** POST (form fields of the Charges section): 200 {ok, message}, 400 with the fields' messages. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
  return answerJson(async () => {
    const user = await requireApiUser(request);
    // Permission first: who may not configure the journal learns nothing from its checks.
    await loadApcSettingsFor(user, params.journalId);
    const form = await request.formData().catch(() => {
      throw new AppError("invoices.invalid", 400, M.invalidRequest);
    });
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    if (containsNul(fields)) throw new AppError("invoices.invalid", 400, M.invalidRequest);
    const parsed = parseApcSettings(fields);
    if (!parsed.ok) {
      return noStoreJson(
        { ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors } satisfies InvoiceActionAnswer,
        400,
      );
    }
    await saveApcSettings(user, params.journalId, parsed.data);
    return noStoreJson({ ok: true, message: M.settingsSaved } satisfies InvoiceActionAnswer);
  }, "The charges could not be saved.");
}
