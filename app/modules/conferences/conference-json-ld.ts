// schema.org Event data of a conference's public page, for search engines' event results.
import { conferenceCoverAttributes } from "./conference-cover-image";
import { organizerEmail, safeWebsiteUrl } from "./conference-display";
import type { PublicConference } from "./conference.types";

const ONLINE = /^\s*(online|virtual)\b/i;

export function conferenceJsonLd(conference: PublicConference, pageUrl: string, baseUrl: string) {
  const website = safeWebsiteUrl(conference.websiteUrl);
  // The stored cover only: an address of older data is not ours to vouch for (ADR 052).
  const cover = conferenceCoverAttributes(conference.coverImageKey)?.src;
  const online = conference.location ? ONLINE.test(conference.location) : false;
  const email = organizerEmail(conference.organizerContact);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: conference.title,
    ...(conference.description ? { description: conference.description } : {}),
    startDate: conference.startDate,
    endDate: conference.endDate,
    url: pageUrl,
    eventStatus:
      conference.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    ...(online
      ? { location: { "@type": "VirtualLocation", url: website ?? pageUrl } }
      : conference.location
        ? { location: { "@type": "Place", name: conference.location, address: conference.location } }
        : {}),
    ...(cover ? { image: cover.startsWith("http") ? cover : `${baseUrl}${cover}` } : {}),
    ...(website || email
      ? {
          organizer: {
            "@type": "Organization",
            name: conference.organizerContact ?? conference.title,
            ...(website ? { url: website } : {}),
            ...(email ? { email } : {}),
          },
        }
      : {}),
  };
}
