// The theme editor of one journal (spec 001 section 2 "Theme settings", 002 section 3.6 theme
// fields). Self-contained so that any screen can show it (the journals screen's Theme Settings tab,
// the journal settings' Theme & Design tab, /dashboard/journals/:journalId/theme): it loads and
// saves through /api/journals/:journalId/theme itself.
import { AlertTriangle, CheckCircle2, Loader2, RotateCcw, Save } from "lucide-react";
import { useEffect, useMemo, useState, type JSX } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useLazyModule } from "~/lib/use-lazy-module";
import { cn } from "~/lib/utils";
import type { JournalTheme } from "~/modules/journals/journal-themes";
import { contrastWarnings, drawnTheme } from "../contrast";
import { THEME_MESSAGES } from "../journal-themes.constants";
import type { ThemeFieldErrors } from "../journal-themes.schemas";
import type { ThemeEditorData, ThemeEndpointAnswer } from "../journal-themes.types";
import { THEME_PRESETS, type ThemePreset } from "../theme-presets";
import { MONO_FONTS, TEXT_FONTS } from "../theme-fonts";
import {
  CONTENT_WIDTH_LABELS,
  CONTENT_WIDTHS,
  HEADER_STYLE_HINTS,
  HEADER_STYLE_LABELS,
  HEADER_STYLES,
  isHeaderStyle,
} from "../theme-layout";
import { ColorField } from "./color-field";
import { GradientField } from "./gradient-field";
import { ThemePreview } from "./theme-preview";

type Draft = Omit<JournalTheme, "shortName">;

const GRADIENTS = [
  ["hero", "Hero gradient (page headers)"],
  ["card", "Card gradient (covers)"],
  ["accent", "Accent gradient (bars, charts)"],
  ["light", "Light gradient (panels, badges)"],
] as const;
const COLORS = [
  ["primary", "Primary colour"],
  ["secondary", "Secondary colour"],
  ["accent", "Accent colour"],
] as const;

const draftOf = ({ name, gradients, colors, fonts, layout }: JournalTheme): Draft => ({
  name,
  gradients: { ...gradients },
  colors: { ...colors },
  fonts: { ...fonts },
  layout: { ...layout },
});

const samePreset = (draft: Draft, preset: ThemePreset) =>
  JSON.stringify([draft.gradients, draft.colors]) === JSON.stringify([preset.gradients, preset.colors]);

export function ThemeDesignPanel(props: { journalId: string }): JSX.Element {
  // Another journal is another editor: nothing of the previous one's draft may be saved to it.
  return <JournalThemeEditor key={props.journalId} journalId={props.journalId} />;
}

/** A theme edited by hand is no longer the preset it started from. */
const CUSTOM_NAME = "Custom";

/** The theme's checks (zod), fetched with the theme rather than with the page (useLazyModule). */
const loadSchemas = () => import("../journal-themes.schemas");

function JournalThemeEditor({ journalId }: { journalId: string }) {
  const url = `/api/journals/${journalId}/theme`;
  const loader = useFetcher<ThemeEndpointAnswer>();
  const saver = useFetcher<ThemeEndpointAnswer>();
  const [editor, setEditor] = useState<ThemeEditorData | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [serverErrors, setServerErrors] = useState<ThemeFieldErrors>({});

  const { load } = loader;
  useEffect(() => {
    void load(url);
  }, [load, url]);

  const adopt = (data: ThemeEditorData) => {
    setEditor(data);
    setDraft(draftOf(data.theme));
    setServerErrors({});
  };
  useFetcherAnswer(loader.data, (answer) => {
    if (answer.ok) adopt(answer.data);
  });
  useFetcherAnswer(saver.data, (answer) => {
    if (answer.ok) {
      adopt(answer.data);
      toast.success(answer.message ?? THEME_MESSAGES.saved);
    } else {
      setServerErrors(answer.fieldErrors ?? {});
      toast.error(answer.message ?? THEME_MESSAGES.saveFailed);
    }
  });

  const schemas = useLazyModule(loadSchemas);
  const parsed = useMemo(() => (draft && schemas ? schemas.themeSchema.safeParse(draft) : null), [draft, schemas]);
  const errors: ThemeFieldErrors = {
    ...serverErrors,
    ...(schemas && parsed && !parsed.success ? schemas.themeFieldErrors(parsed.error) : {}),
  };
  const warnings = parsed?.success ? contrastWarnings(parsed.data) : [];
  // What the public pages draw: a primary colour that would not read is drawn darker (drawnTheme).
  const drawn = draft ? drawnTheme(draft) : null;
  const darkened =
    parsed?.success && drawn && drawn.colors.primary !== draft?.colors.primary ? drawn.colors.primary : null;
  // Gradients too light behind white text are drawn under a dark scrim (drawnTheme).
  const scrimmed =
    parsed?.success && drawn && draft
      ? (["hero", "card"] as const).filter((g) => drawn.gradients[g] !== draft.gradients[g])
      : [];

  if (!editor || !draft || !schemas) {
    const failed = loader.data && !loader.data.ok ? loader.data.message : null;
    return (
      <Card>
        <CardContent className="py-10 text-center text-sm text-slate-600">
          {failed ? (
            <p role="alert" className="text-red-700">
              {failed}
            </p>
          ) : (
            <p role="status" className="inline-flex items-center gap-2">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Loading theme...
            </p>
          )}
        </CardContent>
      </Card>
    );
  }

  const busy = saver.state !== "idle";
  const update = (change: (d: Draft) => Draft) => {
    setServerErrors({});
    setDraft((d) => (d ? change(d) : d));
  };
  const save = () => {
    if (!parsed?.success) return;
    void saver.submit(
      { intent: "save", theme: parsed.data },
      { method: "post", action: url, encType: "application/json" },
    );
  };
  const reset = () =>
    void saver.submit({ intent: "reset" }, { method: "post", action: url, encType: "application/json" });
  const activePreset = THEME_PRESETS.find((p) => samePreset(draft, p));

  // The designer sits in a page of its own, the Journals screen's tab and the narrower Journal
  // Settings tab: its columns follow its own width (a container query), not the window's.
  return (
    <div className="@container">
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Colours</CardTitle>
              <CardDescription>
                {editor.isDefault ? "This journal uses its default theme." : `Current theme: ${editor.theme.name}.`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="presets">
                <TabsList aria-label="How to choose the colours">
                  <TabsTrigger value="presets">Theme Presets</TabsTrigger>
                  <TabsTrigger value="custom">Custom Colors</TabsTrigger>
                </TabsList>
                <TabsContent value="presets">
                  <ul
                    className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))]"
                    aria-label="Theme presets"
                  >
                    {THEME_PRESETS.map((preset) => {
                      const selected = preset === activePreset;
                      return (
                        <li key={preset.name}>
                          <button
                            type="button"
                            aria-pressed={selected}
                            onClick={() =>
                              update((d) => ({
                                ...d,
                                name: preset.name,
                                gradients: { ...preset.gradients },
                                colors: { ...preset.colors },
                              }))
                            }
                            className={cn(
                              "flex h-full w-full items-center gap-3 rounded-lg border p-3 text-left transition hover:border-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                              selected ? "border-blue-700 ring-1 ring-blue-700" : "border-slate-200",
                            )}
                          >
                            <span
                              aria-hidden
                              className="h-10 w-14 shrink-0 rounded-md ring-1 ring-black/10"
                              style={{ background: preset.gradients.hero }}
                            />
                            <span className="min-w-0 flex-1">
                              <span className="block text-sm font-medium text-slate-900">{preset.name}</span>
                              <span aria-hidden className="mt-1 flex gap-1">
                                {Object.values(preset.colors).map((c, i) => (
                                  <span
                                    key={i}
                                    className="size-4 rounded-full ring-1 ring-black/10"
                                    style={{ background: c }}
                                  />
                                ))}
                              </span>
                            </span>
                            {selected ? <CheckCircle2 className="size-5 text-blue-700" aria-hidden /> : null}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </TabsContent>
                <TabsContent value="custom" className="space-y-5">
                  <div className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))]">
                    {COLORS.map(([key, label]) => (
                      <ColorField
                        key={key}
                        id={`theme-color-${key}`}
                        label={label}
                        value={draft.colors[key]}
                        error={errors[`colors.${key}`]}
                        onChange={(value) =>
                          update((d) => ({ ...d, name: CUSTOM_NAME, colors: { ...d.colors, [key]: value } }))
                        }
                      />
                    ))}
                  </div>
                  <div className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))]">
                    {GRADIENTS.map(([key, label]) => (
                      <GradientField
                        key={key}
                        id={`theme-gradient-${key}`}
                        label={label}
                        value={draft.gradients[key]}
                        error={errors[`gradients.${key}`]}
                        onChange={(value) =>
                          update((d) => ({ ...d, name: CUSTOM_NAME, gradients: { ...d.gradients, [key]: value } }))
                        }
                      />
                    ))}
                  </div>
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Fonts and layout</CardTitle>
              <CardDescription>
                Fonts are served by this site; the journal&apos;s pages load only the ones chosen.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))]">
              {(
                [
                  ["heading", "Heading font", TEXT_FONTS],
                  ["body", "Body font", TEXT_FONTS],
                  ["mono", "Monospace font", MONO_FONTS],
                ] as const
              ).map(([key, label, options]) => (
                <div key={key} className="space-y-1.5">
                  <Label htmlFor={`theme-font-${key}`}>{label}</Label>
                  <NativeSelect
                    id={`theme-font-${key}`}
                    value={draft.fonts[key]}
                    onChange={(e) => update((d) => ({ ...d, fonts: { ...d.fonts, [key]: e.target.value } }))}
                  >
                    {options.map((font) => (
                      <option key={font} value={font}>
                        {font}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
              <div className="space-y-1.5">
                <Label htmlFor="theme-header-style">Header style</Label>
                <NativeSelect
                  id="theme-header-style"
                  aria-describedby="theme-header-style-hint"
                  value={draft.layout.headerStyle}
                  onChange={(e) => update((d) => ({ ...d, layout: { ...d.layout, headerStyle: e.target.value } }))}
                >
                  {HEADER_STYLES.map((s) => (
                    <option key={s} value={s}>
                      {HEADER_STYLE_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
                <p id="theme-header-style-hint" className="text-xs text-slate-600">
                  {isHeaderStyle(draft.layout.headerStyle) ? HEADER_STYLE_HINTS[draft.layout.headerStyle] : null}
                </p>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="theme-content-width">Content width</Label>
                <NativeSelect
                  id="theme-content-width"
                  value={draft.layout.contentWidth}
                  onChange={(e) => update((d) => ({ ...d, layout: { ...d.layout, contentWidth: e.target.value } }))}
                >
                  {CONTENT_WIDTHS.map((w) => (
                    <option key={w} value={w}>
                      {CONTENT_WIDTH_LABELS[w]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </CardContent>
          </Card>
        </div>

        <div className="min-w-0 space-y-4 @4xl:sticky @4xl:top-20 @4xl:self-start">
          <ThemePreview
            theme={drawn ?? draft}
            title={editor.journal.title}
            shortName={editor.journal.shortName}
            issn={editor.journal.issn}
            eissn={editor.journal.eissn}
          />
          <section aria-labelledby="theme-contrast-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 id="theme-contrast-heading" className="text-sm font-semibold text-slate-900">
              Text contrast (WCAG AA)
            </h3>
            <div role="status" aria-live="polite" className="mt-2 space-y-2 text-sm">
              {darkened ? (
                <p className="text-slate-700">
                  The primary colour does not read at AA as text on white or behind white text: the public pages draw it
                  as <span className="font-mono">{darkened}</span>, the same hue darker (as in the preview).
                </p>
              ) : null}
              {scrimmed.length > 0 ? (
                <p className="text-slate-700">
                  {scrimmed.length > 1
                    ? "White text does not read at AA on the lighter parts of the hero and card gradients: the public pages draw a dark scrim over them, their colours kept beneath (as in the preview)."
                    : `White text does not read at AA on the lighter part of the ${scrimmed[0]} gradient: the public pages draw a dark scrim over it, its colours kept beneath (as in the preview).`}
                </p>
              ) : null}
              {!parsed?.success ? (
                <p className="text-slate-600">Correct the highlighted fields to check the contrast.</p>
              ) : warnings.length === 0 ? (
                <p className="inline-flex items-center gap-1.5 text-green-800">
                  <CheckCircle2 className="size-4" aria-hidden /> All text on these colours meets WCAG AA.
                </p>
              ) : (
                <ul className="space-y-2" aria-label="Contrast warnings">
                  {warnings.map((w) => (
                    <li key={w.id} className="flex gap-2 rounded-md bg-amber-50 p-2 text-amber-950">
                      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
                      <span>{w.message}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={save} disabled={busy || !parsed?.success}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
              Save Theme
            </Button>
            <Button type="button" variant="outline" onClick={reset} disabled={busy}>
              <RotateCcw aria-hidden /> Reset to Default
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
