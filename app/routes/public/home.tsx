import { journals } from "../../db/schema";
import { db } from "../../lib/services.server";
import type { Route } from "./+types/home";

export async function loader() {
  const rows = await db().select({ shortName: journals.shortName, title: journals.title }).from(journals);
  return { journals: rows };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <ul>
      {loaderData.journals.map((j) => (
        <li key={j.shortName}>{j.title}</li>
      ))}
    </ul>
  );
}
