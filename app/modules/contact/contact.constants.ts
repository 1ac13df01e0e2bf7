// The editorial office as printed on the contact page (its e-mail address is EDITORIAL_EMAIL). No phone line is listed: the office has
// no published number, and a made-up one would send readers nowhere.

export const EDITORIAL_OFFICE = {
  name: "Editorial Office, Scholarly Press",
  addressLines: ["4th Floor, Technology Park", "Pune 411057, Maharashtra", "India"],
} as const;

export const OFFICE_HOURS = [
  { days: "Monday to Friday", hours: "9:00 AM to 6:00 PM IST" },
  { days: "Saturday", hours: "10:00 AM to 2:00 PM IST" },
  { days: "Sunday", hours: "Closed" },
] as const;

export const CONTACT_SUCCESS = {
  title: "Message Sent!",
  text: "Thank you for contacting us. We'll get back to you soon.",
} as const;

/**
 * Messages the contact form takes from one client address (counted in the database, so across
 * instances): enough for a person who writes again, a wall for a script filling the mailbox.
 */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMinutes: 10 } as const;

export function contactRateLimitMessage(retryAfterSeconds: number, editorialEmail: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `Too many messages have been sent from your network in the last ${CONTACT_RATE_LIMIT.windowMinutes} minutes. ` +
    `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to ${editorialEmail}.`
  );
}

/**
 * A field people never see nor fill (it is off-screen, hidden from assistive technology and out of
 * the tab order); form-filling robots do. A message with it filled gets the usual success answer
 * but is neither stored nor mailed.
 */
export const CONTACT_HONEYPOT_FIELD = "website";
