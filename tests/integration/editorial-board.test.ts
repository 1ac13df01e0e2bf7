// The Editorial Board Manager through its endpoints (spec 001 sections 2, 3, 5 and 8): validation
// and the spec's messages, the role lists, ordering, deactivation as the public board sees it,
// photos (checked by content, cut square, served by visibility, removed with the member). Who may
// do what is in authorization-editorial-board.test.ts.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorialBoardMembers } from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import { BOARD_AVATARS } from "~/modules/editorial-board/board-avatar-image";
import { BOARD_MESSAGES } from "~/modules/editorial-board/editorial-board.constants";
import {
  getEditorialBoardPage,
  listPublicBoardMembers,
} from "~/modules/editorial-board/editorial-board.service.server";
import type {
  AvatarUploadAnswer,
  BoardActionAnswer,
  BoardLoadAnswer,
} from "~/modules/editorial-board/editorial-board.types";
import { imagePath, parseImageKey } from "~/modules/images/image-versions";
import { ORCID_CHECKSUM_MESSAGE } from "~/modules/users/orcid";
import { loader as avatarLoader } from "~/routes/resources/board-avatar";
import { action as avatarUploadAction } from "~/routes/resources/board-avatar-upload";
import { action as boardAction, loader as boardLoader } from "~/routes/resources/editorial-board";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let bjps: string;
let changes = 0;
let stopListening: () => void;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  fjphs = await journalId(db(), "fjphs");
  bjps = await journalId(db(), "bjps");
  stopListening = onContentChange(() => changes++);
});
afterAll(async () => {
  stopListening();
  await platform.stop();
});

type Call = (args: unknown) => Promise<Response>;

async function readBoard(journal: string, actor: Actor = actors.admin) {
  const request = actor.request(`/api/journals/${journal}/board`);
  const response = await (boardLoader as unknown as Call)(routeArgs(request, { journalId: journal }));
  return { status: response.status, json: (await response.json()) as BoardLoadAnswer };
}

async function members(journal: string) {
  const { json } = await readBoard(journal);
  if (!json.ok) throw new Error(json.message);
  return json.members;
}

async function post(journal: string, fields: Record<string, string | string[]>, actor: Actor = actors.admin) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const request = actor.request(`/api/journals/${journal}/board`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const response = await (boardAction as unknown as Call)(routeArgs(request, { journalId: journal }));
  return { status: response.status, json: (await response.json()) as BoardActionAnswer };
}

const memberFields = (change: Record<string, string | string[]> = {}) => ({
  intent: "create",
  name: "Prof. Asha Rao",
  role: "Associate Editor",
  affiliation: "Manipal College of Pharmaceutical Sciences",
  email: "asha.rao@example.edu",
  bio: "Works on buccal films.",
  orcid: "",
  displayOrder: "",
  ...change,
});

async function addMember(journal: string, change: Record<string, string | string[]> = {}) {
  const answer = await post(journal, memberFields(change));
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.memberId!;
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

async function uploadAvatar(
  journal: string,
  memberId: string,
  bytes: Uint8Array,
  name = "photo.png",
  actor = actors.admin,
) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  const request = actor.request(`/api/journals/${journal}/board/${memberId}/avatar`, { method: "POST", body: form });
  const response = await (avatarUploadAction as unknown as Call)(routeArgs(request, { journalId: journal, memberId }));
  return { status: response.status, json: (await response.json()) as AvatarUploadAnswer };
}

async function fetchAvatar(path: string, actor: Actor) {
  const [, , memberId, version, file] = path.split("/");
  return (avatarLoader as unknown as Call)(
    routeArgs(actor.request(path), { memberId: memberId!, version: version!, file: file! }),
  );
}

async function storedKeys(prefix: string) {
  const keys: string[] = [];
  for await (const item of platform.services.storage.list(prefix)) keys.push(item.key);
  return keys.sort();
}

describe("adding and editing members", () => {
  it("refuses what the spec refuses, with its messages, and changes nothing", async () => {
    const before = (await members(fjphs)).length;
    const cases: [Record<string, string | string[]>, string, string?][] = [
      [{ name: "  " }, BOARD_MESSAGES.required],
      [{ role: "" }, BOARD_MESSAGES.required],
      [{ role: "Chancellor" }, BOARD_MESSAGES.roleNotOffered, "role"],
      [{ email: "not-an-address" }, BOARD_MESSAGES.emailInvalid, "email"],
      [{ orcid: "0000-0002-1825-0098" }, ORCID_CHECKSUM_MESSAGE, "orcid"],
      [{ displayOrder: "-1" }, BOARD_MESSAGES.displayOrderInvalid, "displayOrder"],
      [{ displayOrder: "99999999999999999999" }, BOARD_MESSAGES.displayOrderInvalid, "displayOrder"],
      [{ displayOrder: "1.5" }, BOARD_MESSAGES.displayOrderInvalid, "displayOrder"],
      [{ expertise: ["x".repeat(81)] }, BOARD_MESSAGES.tagTooLong, "expertise"],
      [{ expertise: Array.from({ length: 31 }, (_, i) => `Area ${i}`) }, BOARD_MESSAGES.tooManyTags, "expertise"],
      [{ name: "A\u0000B" }, BOARD_MESSAGES.invalidRequest],
      [{ intent: "rename" }, BOARD_MESSAGES.invalidRequest],
    ];
    for (const [change, message, field] of cases) {
      const answer = await post(fjphs, memberFields(change));
      expect(answer.status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(answer.json.message).toBe(message);
      expect(answer.json.ok).toBe(false);
      if (field) expect(answer.json.fieldErrors?.[field as "name"]).toBe(message);
    }
    // Both required fields empty: the one message for both.
    const both = await post(fjphs, memberFields({ name: "", role: "" }));
    expect(both.json.message).toBe(BOARD_MESSAGES.required);
    expect(both.json.fieldErrors).toMatchObject({
      name: BOARD_MESSAGES.nameRequired,
      role: BOARD_MESSAGES.roleRequired,
    });
    expect((await members(fjphs)).length).toBe(before);
  });

  it("adds an active member with every field, tags trimmed and without repeats, ORCID normalised", async () => {
    const seen = changes;
    const answer = await post(
      fjphs,
      memberFields({
        name: "  Dr. Kenji Watanabe ",
        role: "Honorary Editor-in-Chief",
        orcid: "https://orcid.org/0000-0002-1825-0097",
        expertise: [" Pharmacokinetics ", "pharmacokinetics", "", "Drug   safety"],
        displayOrder: "7",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ok: true, message: BOARD_MESSAGES.added });
    expect(changes).toBeGreaterThan(seen);
    const row = (await members(fjphs)).find((m) => m.id === answer.json.memberId)!;
    expect(row).toMatchObject({
      name: "Dr. Kenji Watanabe",
      role: "Honorary Editor-in-Chief",
      orcid: "0000-0002-1825-0097",
      expertise: ["Pharmacokinetics", "Drug safety"],
      displayOrder: 7,
      isActive: true,
      email: "asha.rao@example.edu",
      avatarImageKey: null,
    });
    // Display order left empty is 0.
    const plain = await addMember(fjphs, { name: "Zed Plain", email: "", affiliation: "" });
    const zed = (await members(fjphs)).find((m) => m.id === plain)!;
    expect(zed).toMatchObject({ displayOrder: 0, email: null, affiliation: null, orcid: null });
  });

  it("keeps a role only the add list offers on edit, and never offers it to another member", async () => {
    const id = await addMember(fjphs, { name: "Prof. Former VC", role: "Former Vice Chancellor" });
    const edit = (change: Record<string, string>) =>
      post(fjphs, { ...memberFields({ intent: "update", memberId: id, isActive: "true", ...change }) });
    const kept = await edit({ role: "Former Vice Chancellor", bio: "Retired." });
    expect(kept.json).toMatchObject({ ok: true, message: BOARD_MESSAGES.updated });
    // Another add-only role is not offered on edit.
    const other = await edit({ role: "Professor" });
    expect(other.status).toBe(400);
    expect(other.json.message).toBe(BOARD_MESSAGES.roleNotOffered);
    expect((await edit({ role: "Managing Editor", bio: "Retired." })).status).toBe(200);
    // Once changed, the old add-only role is no longer the member's own.
    expect((await edit({ role: "Former Vice Chancellor" })).json.message).toBe(BOARD_MESSAGES.roleNotOffered);
    const row = (await members(fjphs)).find((m) => m.id === id)!;
    expect(row).toMatchObject({ role: "Managing Editor", bio: "Retired." });
  });

  it("answers 404 for an unknown journal or member and for another journal's member", async () => {
    expect((await readBoard("x")).status).toBe(404);
    expect((await readBoard("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const inBjps = await addMember(bjps, { name: "Someone of BJPS" });
    for (const intent of ["delete", "toggle-active", "remove-avatar"]) {
      const answer = await post(fjphs, { intent, memberId: inBjps, isActive: "false" });
      expect(answer.status, intent).toBe(404);
      expect(answer.json.message).toBe(BOARD_MESSAGES.memberNotFound);
    }
    expect((await post(fjphs, { intent: "delete", memberId: "2147483648" })).status).toBe(400);
    expect((await members(bjps)).some((m) => m.id === inBjps)).toBe(true);
  });
});

describe("order and visibility on the public board", () => {
  it("orders by display order then name; moving swaps neighbours, renumbering when orders tie", async () => {
    const journal = await journalId(db(), "ijebr");
    const c = await addMember(journal, { name: "Carla Costa" });
    const a = await addMember(journal, { name: "Ana Alves" });
    const b = await addMember(journal, { name: "Bruno Braga" });
    const names = async () => (await members(journal)).map((m) => m.name);
    const publicNames = async () => (await listPublicBoardMembers(journal)).map((m) => m.name);
    expect(await names()).toEqual(["Ana Alves", "Bruno Braga", "Carla Costa"]);

    // All at 0: moving Carla up renumbers the board 0, 1, 2 in the new order.
    expect((await post(journal, { intent: "move", memberId: c, direction: "up" })).json.ok).toBe(true);
    expect(await names()).toEqual(["Ana Alves", "Carla Costa", "Bruno Braga"]);
    expect((await members(journal)).map((m) => m.displayOrder)).toEqual([0, 1, 2]);
    // Distinct orders: a move swaps the two neighbours' numbers only.
    await post(journal, { intent: "move", memberId: a, direction: "down" });
    expect(await names()).toEqual(["Carla Costa", "Ana Alves", "Bruno Braga"]);
    expect((await members(journal)).map((m) => m.displayOrder)).toEqual([0, 1, 2]);
    expect(await publicNames()).toEqual(["Carla Costa", "Ana Alves", "Bruno Braga"]);

    const top = await post(journal, { intent: "move", memberId: c, direction: "up" });
    expect(top.status).toBe(409);
    expect(top.json.message).toBe(BOARD_MESSAGES.cannotMove);
    expect((await post(journal, { intent: "move", memberId: b, direction: "sideways" })).status).toBe(400);
  });

  it("hides a deactivated member from the public board and its figures, and shows them again", async () => {
    const journal = await journalId(db(), "ijcpms");
    const shown = await addMember(journal, { name: "Visible Member", affiliation: "Institute A", expertise: ["A"] });
    const hidden = await addMember(journal, { name: "Hidden Member", affiliation: "Institute B", expertise: ["B"] });
    const seen = changes;
    const off = await post(journal, { intent: "toggle-active", memberId: hidden, isActive: "false" });
    expect(off.json).toMatchObject({ ok: true, message: BOARD_MESSAGES.updated });
    expect(changes).toBeGreaterThan(seen);
    const page = await getEditorialBoardPage("ijcpms");
    expect(page.members.map((m) => m.id)).toEqual([shown]);
    expect(page.stats).toEqual({ members: 1, institutions: 1, expertiseTags: 1 });
    // The manager still lists them, inactive.
    expect((await members(journal)).find((m) => m.id === hidden)?.isActive).toBe(false);
    await post(journal, { intent: "toggle-active", memberId: hidden, isActive: "true" });
    expect((await listPublicBoardMembers(journal)).map((m) => m.id).sort()).toEqual([shown, hidden].sort());
  });
});

describe("photos", () => {
  it("cuts an uploaded picture square into WebP sizes, replaces and removes them, and serves them by visibility", async () => {
    const id = await addMember(fjphs, { name: "Photo Member" });
    const first = await uploadAvatar(fjphs, id, await png(300, 200));
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.message).toBe(BOARD_MESSAGES.avatarUploaded);
    const image = parseImageKey(BOARD_AVATARS, first.json.avatarImageKey)!;
    expect(image.version).toMatch(/-200x200$/);
    expect(image.sizes).toEqual([
      { width: 96, height: 96 },
      { width: 192, height: 192 },
      { width: 200, height: 200 },
    ]);
    const keys = await storedKeys(first.json.avatarImageKey!);
    expect(keys).toEqual(["96", "192", "200"].map((w) => `${first.json.avatarImageKey}/${w}.webp`).sort());
    const meta = await sharp(
      Buffer.from(
        await (await platform.services.storage.get(`${first.json.avatarImageKey}/192.webp`))!.stream
          .getReader()
          .read()
          .then((r) => r.value!),
      ),
    ).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      width: 192,
      height: 192,
    });

    // An active member's photo is public; the public board reads its key.
    const path = imagePath(BOARD_AVATARS, image, 96);
    const visitorSees = await fetchAvatar(path, actors.visitor);
    expect(visitorSees.status).toBe(200);
    expect(visitorSees.headers.get("cache-control")).toMatch(/^public, .*immutable/);
    expect((await listPublicBoardMembers(fjphs)).find((m) => m.id === id)?.avatarImageKey).toBe(
      first.json.avatarImageKey,
    );
    // A width that was not made, or another version, is a 404.
    expect((await fetchAvatar(path.replace("/96.webp", "/384.webp"), actors.visitor)).status).toBe(404);

    // Inactive: only those who manage the board still see it (privately).
    await post(fjphs, { intent: "toggle-active", memberId: id, isActive: "false" });
    expect((await fetchAvatar(path, actors.visitor)).status).toBe(404);
    expect((await fetchAvatar(path, actors.editor)).status).toBe(404);
    const adminSees = await fetchAvatar(path, actors.admin);
    expect(adminSees.status).toBe(200);
    expect(adminSees.headers.get("cache-control")).toMatch(/^private/);

    // A new photo replaces the old one's files.
    const second = await uploadAvatar(fjphs, id, await png(500, 800));
    expect(second.status).toBe(201);
    expect(second.json.avatarImageKey).toMatch(/-500x500$/);
    expect(await storedKeys(first.json.avatarImageKey!)).toEqual([]);
    expect((await fetchAvatar(path, actors.admin)).status).toBe(404);

    // Removing the photo leaves the initials and no files.
    expect((await post(fjphs, { intent: "remove-avatar", memberId: id })).json.ok).toBe(true);
    expect(await storedKeys(`board-avatars/${id}`)).toEqual([]);

    // Deleting a member removes their photo's files.
    await uploadAvatar(fjphs, id, await png(120, 120));
    expect((await storedKeys(`board-avatars/${id}`)).length).toBeGreaterThan(0);
    const deleted = await post(fjphs, { intent: "delete", memberId: id });
    expect(deleted.json).toMatchObject({ ok: true, message: BOARD_MESSAGES.deleted });
    expect(await storedKeys(`board-avatars/${id}`)).toEqual([]);
    expect(await db().select().from(editorialBoardMembers).where(eq(editorialBoardMembers.id, id))).toEqual([]);
  });

  it("refuses what is not a picture, whatever its name, and a file past 5 MB, keeping the member's photo", async () => {
    const id = await addMember(fjphs, { name: "Checked Member" });
    const text = await uploadAvatar(fjphs, id, new TextEncoder().encode("not a picture at all"), "photo.png");
    expect(text.status).toBe(400);
    expect(text.json.message).toBe(BOARD_MESSAGES.avatarInvalid);
    const broken = (await png(50, 50)).subarray(0, 60);
    expect((await uploadAvatar(fjphs, id, broken)).json.message).toBe(BOARD_MESSAGES.avatarUnreadable);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const large = await uploadAvatar(fjphs, id, huge);
    expect(large.status).toBe(413);
    expect(large.json.message).toBe(BOARD_MESSAGES.avatarTooLarge);
    // Another journal's path does not reach the member.
    expect((await uploadAvatar(bjps, id, await png(40, 40))).status).toBe(404);
    expect((await members(fjphs)).find((m) => m.id === id)?.avatarImageKey).toBeNull();
    expect(await storedKeys(`board-avatars/${id}`)).toEqual([]);
  });
});
