import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import type { SettingsActionData } from "../account-settings.schemas";

/** A settings form's fetcher: each answer's notice becomes one toast. */
export function useSettingsFetcher(key: string) {
  const fetcher = useFetcher<SettingsActionData>({ key });
  useFetcherAnswer(fetcher.data, (result) => {
    const { kind, title, text } = result.notice;
    if (kind === "success") toast.success(title, { description: text || undefined });
    else toast.error(title, { description: text || undefined });
  });
  return fetcher;
}
