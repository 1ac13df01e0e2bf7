import { data } from "react-router";
import { Card } from "~/components/ui/card";
import { clientAddressContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import { services } from "~/lib/services.server";
import { AssistantPanel } from "~/modules/assistant/components/assistant-panel";
import { ContactForm, type ContactActionData } from "~/modules/contact/components/contact-form";
import { LocationCard, OfficeDetails } from "~/modules/contact/components/office-details";
import { QuickLinks } from "~/modules/contact/components/quick-links";
import { contactFormValues, contactHoneypotValue } from "~/modules/contact/contact.schemas";
import { createContactMessage } from "~/modules/contact/contact.service.server";
import { sharedReviewType } from "~/modules/journal-settings/review-model";
import { listPublicJournalsWithoutCounts } from "~/modules/journals/journals.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/contact";

/**
 * Stores and mails the message; 400 with the field messages, or 429 with the rate limit's message
 * (5 messages per client address in 10 minutes) shown on the form, the fields kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = contactFormValues(form);
  const result = await createContactMessage(values, {
    address: context.get(clientAddressContext),
    honeypot: contactHoneypotValue(form),
  });
  if (!result.ok) {
    const echo = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    if (result.reason === "rate_limited") {
      return data<ContactActionData>(
        { ok: false, fieldErrors: {}, values: echo, formError: result.message },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    return data<ContactActionData>({ ok: false, fieldErrors: result.fieldErrors, values: echo }, { status: 400 });
  }
  return data<ContactActionData>({ ok: true });
}

/** Links from other pages may preset the subject (/contact?subject=Reviewer%20application). */
export async function loader({ url }: Route.LoaderArgs) {
  const subject = url.searchParams.get("subject")?.slice(0, 300) ?? "";
  const [journals, noindex] = await Promise.all([listPublicJournalsWithoutCounts(), isUnindexedPage(url.pathname)]);
  return {
    subject,
    editorialEmail: services().env.EDITORIAL_EMAIL,
    reviewType: sharedReviewType(journals),
    noindex,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact Us",
    description:
      "Contact the Scholarly Press editorial office in Pune, India: e-mail, office hours and a message form for questions about submissions, peer review and publication.",
    path: "/contact",
  });
}

export default function ContactPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <main>
      <section
        className="text-white"
        style={{ background: "linear-gradient(135deg, #0c4a6e 0%, #1e3a8a 55%, #4c1d95 100%)" }}
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-blue-200 uppercase">Get in touch</p>
          <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight md:text-5xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-base text-blue-100 md:text-lg">
            Questions about a submission, peer review, publication charges or our journals? Write to the editorial
            office and we will answer as soon as we can.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-6">
            <OfficeDetails email={loaderData.editorialEmail} />
            <LocationCard />
          </div>
          <Card id="contact-form" className="scroll-mt-24 p-6 md:p-8">
            <h2 className="text-2xl font-semibold text-slate-900">Send us a Message</h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">
              Fill in the form and the editorial office will reply by e-mail.
            </p>
            <ContactForm result={actionData} initialSubject={loaderData.subject} />
          </Card>
        </div>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <AssistantPanel name="assistant" className="scroll-mt-24" />
          <section aria-labelledby="quick-links-title" className="flex flex-col gap-4">
            <h2 id="quick-links-title" className="sr-only">
              Quick Links
            </h2>
            <QuickLinks reviewType={loaderData.reviewType} />
          </section>
        </div>
      </div>
    </main>
  );
}
