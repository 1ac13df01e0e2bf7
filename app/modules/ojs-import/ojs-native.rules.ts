// What an OJS Native XML (or Users XML) export must look like to be read (ADR 065), per OJS version:
// the platform's own description of the format, written from its facts (element names, nesting,
// how often each may appear, required attributes and the types of the values the importer reads),
// not a copy of OJS's schemas. ojs-native.check.ts walks a parsed document against it.
//
// It is looser than OJS's schemas where looseness costs nothing: children may come in any order.
// It is as strict where the import depends on it: unknown elements and attributes are refused
// (that is also how the versions are told apart), required ones must be there, numbers and dates
// must be numbers and dates.
import type { OjsVersion } from "./ojs-import.types";

/** The value an attribute or a text-only element holds. */
export type ValueType =
  | "text"
  | "int"
  | "decimal"
  | "date"
  | "boolean"
  | { pattern: RegExp; describe: string }
  | { oneOf: readonly string[] };

export type AttributeRule = { type: ValueType; required?: boolean };

/** How many times a child may appear: at least `min`, at most `max` (null: no limit). */
export type Occurs = { min: number; max: number | null };

export type Children = Record<string, { rule: ElementRule; occurs: Occurs }>;

export type ElementRule = {
  attributes?: Record<string, AttributeRule>;
  /** The child elements it may hold (none when absent), each with its rule and count. */
  children?: Children;
  /** Groups of children of which exactly one (`required`) or at most one may appear. */
  exclusive?: { names: string[]; required: boolean }[];
  /** Text content: its type when it is a value; absent for elements that hold only elements. */
  text?: ValueType | "any";
};

// --- Building blocks ------------------------------------------------------------------------

const once: Occurs = { min: 1, max: 1 };
const optional: Occurs = { min: 0, max: 1 };
const many: Occurs = { min: 0, max: null };
const some: Occurs = { min: 1, max: null };

const attr = (type: ValueType, required = false): AttributeRule => ({ type, required });
const value = (type: ValueType = "text"): ElementRule => ({ text: type });
const child = (rule: ElementRule, occurs: Occurs = optional) => ({ rule, occurs });
/** An element with only attributes (an empty element). */
const empty = (attributes: Record<string, AttributeRule>): ElementRule => ({
  attributes,
  text: { pattern: /^\s*$/, describe: "nothing" },
});

/** Locale codes: 'en_US' up to 3.4; 3.5 accepts BCP 47-like codes too ('en', 'fr-CA', 'sr@latin'). */
function localeType(version: OjsVersion): ValueType {
  return version === "3.5" || version === "3.6-dev"
    ? {
        pattern: /^[A-Za-z]{2,4}(?:[_-][A-Za-z]{4,5}|[0-9]{4})?(?:[_-](?:[A-Za-z]{2}|[0-9]{3}))?(?:@[a-z]{2,30})?$/,
        describe: "a locale code",
      }
    : { pattern: /^[a-z]{2,3}(?:_[A-Z]{2})?(?:@[a-z]*)?$/, describe: "a locale code such as en_US" };
}

/** The stages a submission file can be at (OJS's file stages). */
const FILE_STAGES = [
  "public",
  "submission",
  "note",
  "review_file",
  "review_attachment",
  "final",
  "fair_copy",
  "editor",
  "copyedit",
  "proof",
  "production_ready",
  "attachment",
  "query",
  "review_revision",
  "dependent",
] as const;

/** Builds the rules of one version; `v` answers "is this version at least …". */
function nativeRules(version: OjsVersion): Record<string, ElementRule> {
  const order: OjsVersion[] = ["3.1", "3.2", "3.3", "3.4", "3.5", "3.6-dev"];
  const since = (v: OjsVersion) => order.indexOf(version) >= order.indexOf(v);
  const until = (v: OjsVersion) => order.indexOf(version) <= order.indexOf(v);
  const only = <T>(condition: boolean, entries: Record<string, T>): Record<string, T> => (condition ? entries : {});

  // Text in a language: a locale attribute, text only.
  const localized: ElementRule = { attributes: { locale: attr(localeType(version)) }, text: "any" };
  const id: ElementRule = {
    attributes: { type: attr("text"), advice: attr({ oneOf: ["update", "ignore"] }) },
    text: "any",
  };
  const embed: ElementRule = {
    attributes: { encoding: attr({ oneOf: ["base64"] }, true), mime_type: attr("text") },
    text: "any",
  };
  const href = empty({ src: attr("text"), mime_type: attr("text") });
  /** An embedded file or one named by address: exactly one of the two. */
  const fileContent = {
    children: { embed: child(embed), href: child(href) },
    exclusive: [{ names: ["embed", "href"], required: true }],
  };

  // Controlled vocabularies: plain words up to 3.4, entries with a name from 3.5.
  const entry: ElementRule = since("3.5")
    ? { children: { name: child(value(), once), identifier: child(value()), source: child(value()) } }
    : value();
  const vocabulary = (item: string, itemRule: ElementRule): ElementRule => ({
    attributes: { locale: attr("text") },
    children: { [item]: child(itemRule, some) },
  });

  const affiliation: Record<string, { rule: ElementRule; occurs: Occurs }> = since("3.5")
    ? {
        affiliation: child({ children: { name: child(localized, some) } }, many),
        rorAffiliation: child({ children: { ror: child(value(), some), name: child(localized, some) } }, many),
      }
    : { affiliation: child(localized, many) };

  // A person: an author here, a user in a Users XML file.
  const identity = {
    givenname: child(localized, some),
    familyname: child(localized, many),
    ...affiliation,
    country: child(value()),
    email: child(value(), version === "3.6-dev" ? optional : once),
    url: child(value()),
    orcid: child(value()),
    biography: child(localized, many),
  };

  const author: ElementRule = {
    attributes: {
      primary_contact: attr("boolean"),
      include_in_browse: attr("boolean"),
      ...only(until("3.5"), { user_group_ref: attr("text", true) }),
      ...only(since("3.2"), { seq: attr("int", true), id: attr("int", true) }),
      ...only(version === "3.6-dev", { contributor_type: attr("text", true) }),
    },
    children: {
      ...identity,
      ...only(version === "3.6-dev", {
        contributor_roles: child({ children: { contributor_role_id: child(value("int"), some) } }, once),
      }),
    },
  };

  const submissionFileRef = empty(since("3.3") ? { id: attr("int") } : { id: attr("text"), revision: attr("int") });
  const galley: ElementRule = {
    attributes: {
      approved: attr("boolean"),
      galley_type: attr("text"),
      ...only(since("3.2"), { locale: attr("text"), url_path: attr("text") }),
    },
    children: {
      id: child(id, many),
      name: child(localized, some),
      seq: child(value("int"), once),
      submission_file_ref: child(submissionFileRef, many),
      remote: child(empty({ src: attr("text") })),
    },
    exclusive: [{ names: ["submission_file_ref", "remote"], required: false }],
  };

  // Files: revisions up to 3.2, files with a name and content from 3.3.
  const fileStage = attr({ oneOf: FILE_STAGES });
  const revision: ElementRule = {
    attributes: {
      number: attr("int", true),
      filename: attr("text", true),
      filetype: attr("text", true),
      filesize: attr("int"),
      genre: attr("text"),
      source: attr("text"),
      viewable: attr("boolean"),
      date_uploaded: attr("date"),
      date_modified: attr("date"),
      uploader: attr("text"),
      direct_sales_price: attr("decimal"),
    },
    children: {
      id: child(id, many),
      name: child(localized, some),
      submission_file_ref: child(submissionFileRef),
      ...fileContent.children,
    },
    exclusive: fileContent.exclusive,
  };
  const legacyFile = (extra: ElementRule["children"]): ElementRule => ({
    attributes: { id: attr("text"), stage: fileStage },
    children: {
      revision: child(revision, some),
      ...only(version === "3.2", { salesType: child({ text: "any" }) }),
      ...extra,
    },
  });
  const submissionFile: ElementRule = {
    attributes: {
      id: attr("int"),
      file_id: attr("int"),
      source_submission_file_id: attr("int"),
      stage: fileStage,
      genre: attr("text"),
      uploader: attr("text"),
      viewable: attr("boolean"),
      created_at: attr("date"),
      updated_at: attr("date"),
      date_created: attr("text"),
      language: attr("text"),
      caption: attr("text"),
      credit: attr("text"),
      copyright_owner: attr("text"),
      terms: attr("text"),
      direct_sales_price: attr("decimal"),
      sales_type: attr("text"),
    },
    children: {
      ...only(since("3.4"), { id: child(id, many) }),
      name: child(localized, some),
      creator: child(localized, many),
      description: child(localized, many),
      publisher: child(localized, many),
      source: child(localized, many),
      sponsor: child(localized, many),
      subject: child(localized, many),
      submission_file_ref: child(submissionFileRef),
      file: child(
        {
          attributes: { id: attr("int"), filesize: attr("int"), extension: attr("text") },
          ...fileContent,
        },
        some,
      ),
    },
  };
  const files: Children = since("3.3")
    ? { submission_file: child(submissionFile, many) }
    : {
        submission_file: child(legacyFile({}), many),
        artwork_file: child(
          legacyFile({
            caption: child(value()),
            credit: child(value()),
            copyright_owner: child(value()),
            copyright_owner_contact: child(value()),
            permission_terms: child(value()),
          }),
          many,
        ),
        supplementary_file: child(
          legacyFile({
            creator: child(localized, many),
            subject: child(localized, many),
            description: child(localized, many),
            publisher: child(localized, many),
            sponsor: child(localized, many),
            date_created: child(value("date")),
            source: child(localized, many),
            language: child(value()),
          }),
          many,
        ),
      };

  const issueIdentification: ElementRule = {
    children: {
      volume: child(value("int")),
      number: child(value()),
      year: child(value("int")),
      title: child(localized, many),
    },
  };
  const covers: ElementRule = {
    children: {
      cover: child(
        {
          attributes: { locale: attr("text") },
          children: {
            cover_image: child(value(), once),
            cover_image_alt_text: child(value(), once),
            embed: child(embed, once),
          },
        },
        some,
      ),
    },
  };

  // What a publication says (3.2+), or the article itself in 3.1.
  const metadata = {
    id: child(id, many),
    title: child(localized, some),
    prefix: child(localized, many),
    subtitle: child(localized, many),
    abstract: child(localized, many),
    coverage: child(localized, many),
    type: child(localized, many),
    source: child(localized, many),
    rights: child(localized, many),
    licenseUrl: child(value()),
    copyrightHolder: child(localized, many),
    copyrightYear: child(value("int")),
    keywords: child(vocabulary("keyword", entry), many),
    agencies: child(vocabulary("agency", entry), many),
    ...only(since("3.3"), { languages: child(vocabulary("language", value()), many) }),
    disciplines: child(vocabulary("discipline", entry), many),
    subjects: child(vocabulary("subject", entry), many),
    authors: child({ children: { author: child(author, some) } }, since("3.3") ? optional : once),
    article_galley: child(galley, many),
    citations: child({ attributes: { locale: attr("text") }, children: { citation: child(value(), many) } }, many),
    issue_identification: child(issueIdentification),
    pages: child(value()),
    covers: child(covers),
  };
  const placement = { section_ref: attr("text", true), seq: attr("int"), access_status: attr("int") };
  const articleStage = attr({ oneOf: ["submission", "externalReview", "editorial", "production"] }, true);

  const publication: ElementRule = {
    attributes: {
      ...placement,
      date_submitted: attr("date"),
      date_published: attr("date"),
      status: attr("int"),
      primary_contact_id: attr("int"),
      url_path: attr("text"),
      ...only(until("3.5"), { version: attr("int") }),
      ...only(version === "3.2" || version === "3.3", { locale: attr("text"), language: attr("text") }),
      ...only(version === "3.6-dev", {
        id: attr("int", true),
        version_stage: attr("text"),
        version_major: attr("int"),
        version_minor: attr("int"),
        source_publication_id: attr("int"),
      }),
    },
    children: { ...metadata, issueId: child(value("int")) },
  };

  const article: ElementRule =
    version === "3.1"
      ? {
          attributes: {
            ...placement,
            stage: articleStage,
            locale: attr("text"),
            language: attr("text"),
            date_submitted: attr("date"),
            date_published: attr("date"),
          },
          children: { ...metadata, ...files },
        }
      : {
          attributes: {
            stage: articleStage,
            status: attr("text"),
            current_publication_id: attr("int"),
            date_submitted: attr("date"),
            submission_progress: attr(since("3.4") ? "text" : "int"),
            ...only(since("3.3"), { locale: attr("text") }),
          },
          children: { id: child(id, many), ...files, publication: child(publication, some) },
        };
  const articles: ElementRule = { children: { article: child(article, many) } };

  const issueFile: ElementRule = {
    children: {
      file_name: child(value(), once),
      file_type: child(value(), once),
      file_size: child(value("int"), once),
      content_type: child(value("int"), once),
      original_file_name: child(value(), once),
      date_uploaded: child(value("date"), once),
      date_modified: child(value("date"), once),
      embed: child(embed, once),
    },
  };
  const section: ElementRule = {
    attributes: {
      ref: attr("text"),
      seq: attr("text"),
      review_form_id: attr("int"),
      editor_restricted: attr("int"),
      meta_indexed: attr("int"),
      meta_reviewed: attr("int"),
      abstracts_not_required: attr("int"),
      hide_title: attr("int"),
      hide_author: attr("int"),
      abstract_word_count: attr("int"),
    },
    children: {
      id: child(id, many),
      abbrev: child(localized, many),
      policy: child(localized, many),
      title: child(localized, many),
    },
  };
  const issue: ElementRule = {
    attributes: {
      journal_id: attr("int"),
      published: attr("int"),
      current: attr("int"),
      access_status: attr("int"),
      ...only(since("3.2"), { url_path: attr("text") }),
    },
    children: {
      id: child(id, many),
      description: child(localized, many),
      issue_identification: child(issueIdentification, once),
      date_published: child(value("date")),
      date_notified: child(value("date")),
      last_modified: child(value("date")),
      open_access_date: child(value("date")),
      sections: child({ children: { section: child(section, some) } }),
      covers: child(covers),
      issue_galleys: child({
        children: {
          issue_galley: child(
            {
              attributes: { locale: attr("text") },
              children: {
                label: child(value(), once),
                ...only(since("3.2"), { id: child(id, many) }),
                issue_file: child(issueFile, since("3.4") ? once : optional),
              },
            },
            many,
          ),
        },
      }),
      articles: child(articles, once),
    },
  };

  // Users XML: the journal's user groups and its users.
  const userGroup: ElementRule = {
    children: {
      role_id: child(value("int"), once),
      context_id: child(value("int"), once),
      is_default: child(value("boolean"), once),
      ...only(until("3.5"), { show_title: child(value("boolean"), once) }),
      permit_self_registration: child(value("boolean"), once),
      ...only(since("3.2"), { permit_metadata_edit: child(value("boolean"), once) }),
      ...only(since("3.5"), { masthead: child(value("boolean"), once) }),
      name: child(localized, many),
      abbrev: child(localized, many),
      stage_assignments: child(value(), once),
    },
  };
  const user: ElementRule = {
    children: {
      ...identity,
      username: child(value(), once),
      gossip: child(value()),
      signature: child(localized, many),
      password: child(
        {
          attributes: { is_disabled: attr("boolean"), must_change: attr("boolean"), encryption: attr("text") },
          children: { value: child(value(), once) },
        },
        once,
      ),
      date_registered: child(value()),
      date_last_login: child(value()),
      date_last_email: child(value()),
      date_validated: child(value()),
      inline_help: child(value()),
      ...only(until("3.3"), { auth_id: child(value("int")) }),
      auth_string: child(value()),
      phone: child(value()),
      mailing_address: child(value()),
      billing_address: child(value()),
      locales: child(value()),
      disabled_reason: child(value()),
      ...(since("3.5")
        ? {
            user_user_group: child(
              {
                children: {
                  user_group_ref: child(value(), once),
                  date_start: child(value()),
                  date_end: child(value()),
                  masthead: child(value("boolean"), once),
                },
              },
              some,
            ),
          }
        : { user_group_ref: child(value(), some) }),
      review_interests: child(value()),
    },
  };
  const users: ElementRule = {
    children: {
      user_groups: child({ children: { user_group: child(userGroup, some) } }, once),
      users: child({ children: { user: child(user, some) } }, once),
    },
  };

  return {
    issues: { children: { issue: child(issue, some) } },
    issue,
    articles,
    article,
    PKPUsers: users,
  };
}

const built = new Map<OjsVersion, Record<string, ElementRule>>();

/** The rule of a document's root element `name` in `version`; undefined when it cannot be the root. */
export function rootRule(version: OjsVersion, name: string): ElementRule | undefined {
  let rules = built.get(version);
  if (!rules) {
    rules = nativeRules(version);
    built.set(version, rules);
  }
  return Object.hasOwn(rules, name) ? rules[name] : undefined;
}
