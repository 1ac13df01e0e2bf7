import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { ResolvedJournalSettings } from "../journal-settings.defaults";
import { SettingsForm, ToggleField } from "./settings-form";

/** Access Control tab: whether readers must sign in to download an article's files. */
export function AccessPanel({ settings }: { settings: ResolvedJournalSettings }) {
  return (
    <SettingsForm tab="access" title="Access Control" description="Who may download the journal's published files.">
      {() => (
        <ToggleField
          name="requireRegistration"
          label="Require registration to download"
          description="Visitors must sign in to download an article's PDF and other files; article pages stay open to everyone."
          defaultChecked={settings.accessControls.requireRegistration}
        />
      )}
    </SettingsForm>
  );
}

/** Notifications tab: one switch per e-mail the journal sends. */
export function NotificationsPanel({ settings }: { settings: ResolvedJournalSettings }) {
  const en = settings.emailNotifications;
  return (
    <SettingsForm
      tab="notifications"
      title="Notifications"
      description="The e-mails the journal sends to authors, reviewers and editors. Account e-mails, review invitations and decisions are always sent."
    >
      {(errors) => (
        <div className="space-y-3">
          <FormField
            id="setting-editorialEmail"
            label="Editorial e-mail address"
            optional
            hint="Authors and reviewers who answer the journal's e-mails write here (their Reply-To). Empty: the platform's editorial office."
            error={errors.editorialEmail}
          >
            <Input
              id="setting-editorialEmail"
              name="editorialEmail"
              type="email"
              autoComplete="off"
              defaultValue={en.editorialEmail}
              className={cn("max-w-sm", errors.editorialEmail && invalidClass)}
              {...fieldA11y("setting-editorialEmail", { hint: true, error: errors.editorialEmail })}
            />
          </FormField>
          <ToggleField
            name="submissionReceived"
            label="Submission received"
            description="Confirms to the submitting author that their manuscript arrived."
            defaultChecked={en.submissionReceived}
          />
          <ToggleField
            name="reviewCompleted"
            label="Review completed"
            description="Tells the editors who invited a round's reviewers when the last review of the round is in."
            defaultChecked={en.reviewCompleted}
          />
          <ToggleField
            name="publicationReady"
            label="Publication ready"
            description="Tells each author with an e-mail address that their article is published."
            defaultChecked={en.publicationReady}
          />
          <ToggleField
            name="deadlineReminders"
            label="Deadline reminders"
            description="Reminds reviewers of unanswered invitations and of reviews due soon or overdue, authors of revisions due soon, and the inviting editor of an overdue reviewer."
            defaultChecked={en.deadlineReminders}
          />
        </div>
      )}
    </SettingsForm>
  );
}
