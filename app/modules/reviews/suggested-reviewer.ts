// A reviewer the author suggested, typed as one line in the wizard ("Name, affiliation, email", in
// any order of the last two, or "Name (affiliation) <email>"), read into the invitation's fields
// so that the affiliation never joins the name (the greeting of the e-mail, the new account).

export type SuggestedReviewer = { name: string; affiliation: string; email: string };

const EMAIL = /[^\s<>(),;]+@[^\s<>(),;]+\.[^\s<>(),;]+/;

export function parseSuggestedReviewer(line: string): SuggestedReviewer {
  const email = EMAIL.exec(line)?.[0] ?? "";
  let rest = line.replace(email, " ").replace(/[<>]/g, " ");
  let affiliation = "";
  const bracketed = /\(([^()]*)\)/.exec(rest);
  if (bracketed) {
    affiliation = bracketed[1]!.trim();
    rest = rest.replace(bracketed[0], " ");
  }
  const parts = rest
    .split(/[,;]/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const name = parts[0] ?? "";
  affiliation = [affiliation, ...parts.slice(1)].filter(Boolean).join(", ");
  return { name, affiliation, email: email.toLowerCase() };
}
