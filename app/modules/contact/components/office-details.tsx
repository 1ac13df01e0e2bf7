import { Building2, Clock, ExternalLink, Mail, MapPin } from "lucide-react";
import { Card } from "~/components/ui/card";
import { EDITORIAL_OFFICE, OFFICE_HOURS } from "../contact.constants";

export function OfficeDetails({ email }: { email: string }) {
  return (
    <Card className="divide-y divide-slate-100">
      <div className="flex gap-4 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
          <Building2 className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">Editorial Office</h2>
          <address className="mt-1 text-sm leading-relaxed text-slate-600 not-italic">
            {EDITORIAL_OFFICE.name}
            {EDITORIAL_OFFICE.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
      <div className="flex gap-4 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">Email</h2>
          <a href={`mailto:${email}`} className="mt-1 block text-sm text-blue-700 hover:underline">
            {email}
          </a>
          <p className="mt-1 text-xs text-slate-500">For manuscripts, reviews and publication enquiries.</p>
        </div>
      </div>
      <div className="flex gap-4 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
          <Clock className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">Office Hours</h2>
          <dl className="mt-1 space-y-1 text-sm">
            {OFFICE_HOURS.map((h) => (
              <div key={h.days} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-slate-600">{h.days}</dt>
                <dd className="font-medium text-slate-800">{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}

/** A static stand-in for a map: the site runs without third-party map services. */
export function LocationCard() {
  const query = encodeURIComponent(`Technology Park, Pune 411057, Maharashtra, India`);
  return (
    <Card className="overflow-hidden">
      <div
        className="relative flex h-48 items-center justify-center"
        style={{
          backgroundColor: "#eff6ff",
          backgroundImage:
            "linear-gradient(#dbeafe 1px, transparent 1px), linear-gradient(90deg, #dbeafe 1px, transparent 1px)",
          backgroundSize: "24px 24px",
        }}
        aria-hidden="true"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg ring-8 ring-blue-700/15">
          <MapPin className="size-7" />
        </span>
      </div>
      <div className="space-y-2 p-5">
        <h2 className="font-semibold text-slate-900">Find Us</h2>
        <p className="text-sm text-slate-600">{EDITORIAL_OFFICE.addressLines.join(", ")}</p>
        <a
          href={`https://www.openstreetmap.org/search?query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:underline"
        >
          Open in OpenStreetMap
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </Card>
  );
}
