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
