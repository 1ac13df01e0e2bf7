// The dashboard benchmarks' sign-in: the admin of ADMIN_EMAIL and ADMIN_PASSWORD signs in at `base`
// as a browser would (the sign-in is a same-origin write, hence the Origin header).

/** The session's cookies as `name=value` pairs, in the order the server set them. */
export async function adminCookiePairs(base) {
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in at ${base}: ${answer.status} ${await answer.text()}`);
  return answer.headers.getSetCookie().map((c) => c.split(";")[0]);
}
