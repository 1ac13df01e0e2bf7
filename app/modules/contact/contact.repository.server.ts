import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactMessageInput } from "./contact.schemas";

export async function insertContactMessage(db: Db, message: ContactMessageInput) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row;
}
