import { describe, expect, it } from "vitest";
import { reviewerLabels, withoutNames } from "./review-anonymity";

describe("reviewer numbers", () => {
  it("are one per reviewer over the submission, by first invitation, whether invited by account or e-mail", () => {
    const labels = reviewerLabels([
      { id: "a1", reviewerId: "u1", inviteeEmail: "rhea@example.org" },
      { id: "a2", reviewerId: null, inviteeEmail: "Dana@example.org" },
      { id: "a3", reviewerId: "u2", inviteeEmail: "dana@example.org" },
      { id: "a4", reviewerId: "u1", inviteeEmail: "rhea@example.org" },
      { id: "a5", reviewerId: "u3", inviteeEmail: "omar@example.org" },
    ]);
    expect([...labels.values()]).toEqual(["Reviewer 1", "Reviewer 2", "Reviewer 2", "Reviewer 1", "Reviewer 3"]);
  });
});

describe("letters shown to reviewers who must not learn the authors", () => {
  it("lose the authors' names and addresses, whatever their case", () => {
    const people = [
      { name: "Asha Author", email: "asha@example.org" },
      { name: "Li", email: "li.wei@example.org" },
    ];
    expect(
      withoutNames("Dear ASHA AUTHOR, write to asha@example.org. Li Wei agrees (li.wei@example.org).", people),
    ).toBe("Dear [the authors], write to [the authors]. Li Wei agrees ([the authors]).");
    expect(withoutNames("Nothing to hide.", [])).toBe("Nothing to hide.");
  });

  it("lose the authors' affiliations, whole or by their parts, but not a country named alone", () => {
    const ada = {
      name: "Ada Author",
      email: "ada.author@example.org",
      affiliation: "Dept of Microbiology, Example University, India",
    };
    expect(withoutNames("Dear Ada Author (ada.author@example.org, Example University)", [ada])).toBe(
      "Dear [the authors] ([the authors], [the authors])",
    );
    expect(withoutNames("From the dept of microbiology, Example University, India: thank you.", [ada])).toBe(
      "From the [the authors]: thank you.",
    );
    expect(withoutNames("Your colleagues at Example University agree; the Dept of Microbiology too.", [ada])).toBe(
      "Your colleagues at [the authors] agree; the [the authors] too.",
    );
    expect(withoutNames("The samples from India were too few.", [ada])).toBe("The samples from India were too few.");
  });

  it("keep a country however the affiliation writes it, and words that only contain a short affiliation", () => {
    const people = [
      { name: "Min Park", email: "min@example.org", affiliation: "KAIST, Daejeon, Korea, Republic of" },
      { name: "Sam Lee", email: "sam@example.org", affiliation: "MIT, 77 Massachusetts Ave, 02139, USA" },
    ];
    expect(
      withoutNames(
        "Trials in the Republic of Korea and the USA were submitted to MIT and KAIST (Daejeon, 02139).",
        people,
      ),
    ).toBe(
      "Trials in the Republic of Korea and the USA were submitted to [the authors] and [the authors] ([the authors], 02139).",
    );
  });

  it("lose the authors' ORCID iDs, as a link or bare, with or without hyphens", () => {
    const people = [{ name: "Ada Author", email: "ada@example.org", orcid: "0000-0002-1825-0097" }];
    expect(withoutNames("ORCID: https://orcid.org/0000-0002-1825-0097 (0000000218250097).", people)).toBe(
      "ORCID: https://orcid.org/[the authors] ([the authors]).",
    );
  });
});
