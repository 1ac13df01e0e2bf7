/** The DOI & Crossref tab's Crossref fields as the browser gets them: never the password itself. */
export type CrossrefSettingsView = {
  username: string;
  passwordSet: boolean;
  depositorName: string;
  depositorEmail: string;
  mode: "test" | "production";
  suffixPattern: string;
  crossmarkPolicyDoi: string;
  autoAssignDoi: boolean;
};
