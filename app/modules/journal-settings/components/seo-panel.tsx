import { useState } from "react";
import { fieldA11y, FormField, InputField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import { SETTING_LIMITS as L, type ResolvedJournalSettings } from "../journal-settings.defaults";
import { SettingsForm } from "./settings-form";

/** "42/60 characters", with whether the length is in the optimal range. */
function lengthHint(length: number, { max, optimalMin }: { max: number; optimalMin: number }): string {
  const advice = length === 0 ? "" : length < optimalMin ? ` (optimal ${optimalMin}-${max})` : " (optimal length)";
  return `${length}/${max} characters${advice}`;
}

/** SEO & Metadata tab: what the journal's page gives search engines and social networks. */
export function SeoPanel({ settings }: { settings: ResolvedJournalSettings }) {
  const seo = settings.seoSettings;
  const [title, setTitle] = useState(seo.metaTitle);
  const [description, setDescription] = useState(seo.metaDescription);
  return (
    <SettingsForm
      tab="seo"
      title="SEO & Metadata"
      description="Used in the journal page's title, description and sharing previews; empty fields use the journal's own."
    >
      {(errors) => (
        <>
          <FormField
            id="setting-metaTitle"
            label="Meta title"
            hint={lengthHint(title.length, L.metaTitle)}
            error={errors.metaTitle}
          >
            <Input
              id="setting-metaTitle"
              name="metaTitle"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={L.metaTitle.max}
              className={cn(errors.metaTitle && invalidClass)}
              {...fieldA11y("setting-metaTitle", { hint: true, error: errors.metaTitle })}
            />
          </FormField>
          <FormField
            id="setting-metaDescription"
            label="Meta description"
            hint={lengthHint(description.length, L.metaDescription)}
            error={errors.metaDescription}
          >
            <Textarea
              id="setting-metaDescription"
              name="metaDescription"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              maxLength={L.metaDescription.max}
              className={cn(errors.metaDescription && invalidClass)}
              {...fieldA11y("setting-metaDescription", { hint: true, error: errors.metaDescription })}
            />
          </FormField>
          <InputField
            id="setting-keywords"
            name="keywords"
            label="Keywords"
            hint="Separated by commas; empty and repeated keywords are ignored."
            defaultValue={seo.keywords.join(", ")}
            error={errors.keywords}
          />
          <InputField
            id="setting-ogImage"
            name="ogImage"
            type="url"
            label="Open Graph image"
            placeholder="https://"
            hint="The address of an image of 1200x630 pixels, shown when the journal is shared."
            defaultValue={seo.ogImage}
            error={errors.ogImage}
          />
          <FormField id="setting-twitterCard" label="Twitter card" error={errors.twitterCard}>
            <NativeSelect
              id="setting-twitterCard"
              name="twitterCard"
              defaultValue={seo.twitterCard}
              className="max-w-sm"
              {...fieldA11y("setting-twitterCard", { error: errors.twitterCard })}
            >
              <option value="summary_large_image">Summary with large image</option>
              <option value="summary">Summary</option>
            </NativeSelect>
          </FormField>
        </>
      )}
    </SettingsForm>
  );
}
