import { AppError } from "~/lib/errors";
import { THEME_MESSAGES } from "~/modules/journal-themes/journal-themes.constants";
import { themeFieldErrors, themeRequestSchema } from "~/modules/journal-themes/journal-themes.schemas";
import {
  getJournalTheme,
  resetJournalTheme,
  saveJournalTheme,
} from "~/modules/journal-themes/journal-themes.service.server";
import type { ThemeEndpointAnswer } from "~/modules/journal-themes/journal-themes.types";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/journal-theme";

/** A theme is a few short fields: a larger body is refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * GET /api/journals/:journalId/theme: the journal's theme, its default and whether it has one of
 * its own, as JSON, for its admins and editors; 401 for a visitor, 403 for others, 404 for no journal.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = await requireApiUser(request);
    return noStoreJson({ ok: true, data: await getJournalTheme(user, params.journalId) } satisfies ThemeEndpointAnswer);
  }, THEME_MESSAGES.loadFailed);
}

/**
 * POST /api/journals/:journalId/theme with a JSON body {intent: "save", theme} or {intent: "reset"}.
 * 200 {ok, message, data}; 400 {ok: false, message, fieldErrors?}; 401, 403, 404, 413 {ok: false, message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    // Who may not change the theme learns nothing from how their body is judged.
    await getJournalTheme(user, params.journalId);
    if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) {
      throw new AppError("journal_themes.too_large", 413, THEME_MESSAGES.badRequest);
    }
    const body = await request.json().catch(() => undefined);
    const parsed = themeRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = themeFieldErrors(parsed.error);
      const isThemeRefusal =
        typeof body === "object" && body !== null && (body as { intent?: unknown }).intent === "save";
      return noStoreJson(
        {
          ok: false,
          message: isThemeRefusal ? THEME_MESSAGES.invalid : THEME_MESSAGES.badRequest,
          fieldErrors: isThemeRefusal ? fieldErrors : undefined,
        } satisfies ThemeEndpointAnswer,
        400,
      );
    }
    if (parsed.data.intent === "reset") {
      const data = await resetJournalTheme(user, params.journalId);
      return noStoreJson({ ok: true, message: THEME_MESSAGES.reset, data } satisfies ThemeEndpointAnswer);
    }
    const data = await saveJournalTheme(user, params.journalId, parsed.data.theme);
    return noStoreJson({ ok: true, message: THEME_MESSAGES.saved, data } satisfies ThemeEndpointAnswer);
  }, THEME_MESSAGES.saveFailed);
}
