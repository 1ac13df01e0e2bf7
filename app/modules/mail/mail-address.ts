/** The address part of "Name <address>" or of a bare address. */
export function mailboxAddress(mailbox: string): string {
  const named = /<([^<>]+)>\s*$/.exec(mailbox);
  return (named ? named[1]! : mailbox).trim();
}

/**
 * A Message-ID for a stored message: the same on every delivery attempt, so a message sent twice
 * (at-least-once delivery) is recognisable as one by mail clients. The domain is the sender's.
 */
export function messageIdFor(id: string, from: string): string {
  const domain = mailboxAddress(from).split("@").pop() || "localhost";
  return `<${id}@${domain.toLowerCase()}>`;
}
