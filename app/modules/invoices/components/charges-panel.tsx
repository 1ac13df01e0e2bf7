import { Save } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { InputField, FormField, fieldA11y, invalidClass } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { ToggleField } from "~/modules/journal-settings/components/settings-form";
import { moneyField } from "../invoice-money";
import type { ApcSettings, InvoiceActionAnswer } from "../invoices.types";

function rateField(bp: number): string {
  return bp % 100 ? (bp / 100).toFixed(2) : String(bp / 100);
}

function ChargesForm({ journalId, settings }: { journalId: string; settings: ApcSettings }) {
  const fetcher = useFetcher<InvoiceActionAnswer>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) toast.success(answer.message);
    else toast.error("Failed to update settings", { description: answer.message });
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const areaId = (name: string) => `charges-${name}`;
  return (
    <fetcher.Form
      method="post"
      action={`/api/journals/${journalId}/charges`}
      className="space-y-6"
      aria-labelledby="charges-heading"
      noValidate
    >
      <div>
        <h2 id="charges-heading" className="text-lg font-semibold text-slate-900">
          Article Processing Charges
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Charged only after acceptance: an invoice goes to the corresponding author when a manuscript is accepted. The
          amounts below start from the journals' article processing charges page.
        </p>
      </div>
      <ToggleField
        name="enabled"
        label="Charge article processing charges"
        description="Issue an invoice to the corresponding author of each accepted manuscript."
        defaultChecked={settings.enabled}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id="charges-inrAmount"
          name="inrAmount"
          label="Indian authors (INR, including GST)"
          inputMode="decimal"
          defaultValue={moneyField(settings.inrAmountMinor)}
          error={errors.inrAmount}
        />
        <InputField
          id="charges-gstRate"
          name="gstRate"
          label="GST rate (%)"
          inputMode="decimal"
          defaultValue={rateField(settings.gstRateBasisPoints)}
          error={errors.gstRate}
        />
        <InputField
          id="charges-usdAmount"
          name="usdAmount"
          label="International authors (USD)"
          inputMode="decimal"
          defaultValue={moneyField(settings.usdAmountMinor)}
          error={errors.usdAmount}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="charges-publisherName"
          name="publisherName"
          label="Publisher (on invoices)"
          defaultValue={settings.publisherName}
          error={errors.publisherName}
        />
        <InputField
          id="charges-publisherGstin"
          name="publisherGstin"
          label="Publisher's GSTIN"
          defaultValue={settings.publisherGstin}
          error={errors.publisherGstin}
          autoComplete="off"
        />
      </div>
      <FormField id={areaId("publisherAddress")} label="Publisher's address" optional error={errors.publisherAddress}>
        <Textarea
          id={areaId("publisherAddress")}
          name="publisherAddress"
          rows={2}
          defaultValue={settings.publisherAddress}
          className={cn(errors.publisherAddress && invalidClass)}
          {...fieldA11y(areaId("publisherAddress"), { error: errors.publisherAddress })}
        />
      </FormField>
      <FormField
        id={areaId("bankDetails")}
        label="Bank details (printed on invoices)"
        optional
        hint="Account name, number, bank, branch, IFSC and SWIFT code."
        error={errors.bankDetails}
      >
        <Textarea
          id={areaId("bankDetails")}
          name="bankDetails"
          rows={3}
          defaultValue={settings.bankDetails}
          className={cn(errors.bankDetails && invalidClass)}
          {...fieldA11y(areaId("bankDetails"), { hint: true, error: errors.bankDetails })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="charges-upiId"
          name="upiId"
          label="UPI id (Indian authors)"
          defaultValue={settings.upiId}
          error={errors.upiId}
          autoComplete="off"
        />
        <InputField
          id="charges-waiverCountries"
          name="waiverCountries"
          label="Waiver countries"
          hint="Two-letter codes, e.g. NP, AF: their authors' charges are waived on acceptance. Editors may waive others on request."
          defaultValue={settings.waiverCountries.join(", ")}
          error={errors.waiverCountries}
          autoComplete="off"
        />
      </div>
      <ToggleField
        name="publicationWaitsForPayment"
        label="Publication waits for payment"
        description="An accepted article is published only once its invoice is paid or waived."
        defaultChecked={settings.publicationWaitsForPayment}
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {busy ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Journal Settings, Charges: the journal's article processing charges, read from and saved to its own endpoint. */
export function ChargesPanel({ journalId }: { journalId: string }) {
  const loader = useFetcher<{ settings?: ApcSettings; message?: string }>();
  useEffect(() => {
    if (loader.state === "idle" && !loader.data) void loader.load(`/api/journals/${journalId}/charges`);
  }, [journalId, loader]);
  if (!loader.data) return <Skeleton className="h-64 w-full" aria-label="Loading" />;
  if (!loader.data.settings) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {loader.data.message ?? "The charges could not be loaded."}
      </p>
    );
  }
  return <ChargesForm journalId={journalId} settings={loader.data.settings} />;
}
