// The assistant's conversation (spec 000 sections 2.2 and 2.10) in its HTML-first chat windows
// (AssistantPanel): the floating button's dialog on every public page and the contact page's panel.
// One conversation per browser tab, kept in sessionStorage, so that it follows the reader from page
// to page whether the pages are reader pages or the application's.
import { CHAT_FAILURE_MESSAGE, CHAT_FAILURE_TOAST } from "~/modules/assistant/assistant.constants";
import type { AssistantReply, AssistantSource } from "~/modules/assistant/assistant.types";
import { forEachMounted } from "./mounted";
import { toast } from "./toasts";

type Message = { from: "reader" | "assistant"; text: string; sources?: AssistantSource[] };

const STORE_KEY = "sp.assistant";
/** Messages kept for the tab: the latest ones, enough for any real conversation. */
const KEPT_MESSAGES = 60;
const PANEL = "[data-assistant]";

let messages: Message[] = [];
let waiting = false;

/** A message as stored, or null for anything else (another version's, or changed by hand). */
function stored(value: unknown): Message | null {
  const m = value as Partial<Message> | null;
  if (typeof m?.text !== "string" || (m.from !== "reader" && m.from !== "assistant")) return null;
  const sources = Array.isArray(m.sources)
    ? m.sources.filter((s) => typeof s?.title === "string" && typeof s?.url === "string")
    : undefined;
  return { from: m.from, text: m.text, sources };
}

function load(): Message[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "[]") as unknown;
    return Array.isArray(value) ? value.map(stored).filter((m): m is Message => m !== null) : [];
  } catch {
    return [];
  }
}

function save(): void {
  messages = messages.slice(-KEPT_MESSAGES);
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(messages));
  } catch {
    // Storage full or refused (private browsing): the conversation lasts as long as the page.
  }
}

function panels(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(PANEL)];
}

function copyOf(panel: HTMLElement, from: string): HTMLElement {
  const prototype = panel.querySelector(`[data-assistant-prototypes] > [data-from="${from}"]`);
  return prototype!.cloneNode(true) as HTMLElement;
}

function messageItem(panel: HTMLElement, message: Message): HTMLElement {
  const item = copyOf(panel, message.from);
  item.querySelector("[data-text]")!.textContent = message.text;
  const sources = item.querySelector<HTMLElement>("[data-sources]");
  if (sources && message.sources?.length) {
    const list = sources.querySelector("ul")!;
    for (const source of message.sources) {
      const link = document.createElement("a");
      // Only this site's own pages: an answer's links are where its passages came from.
      link.href = source.url.startsWith("/") && !source.url.startsWith("//") ? source.url : "/";
      link.textContent = source.title;
      link.className = "text-xs font-medium text-blue-800 underline hover:text-blue-900";
      const entry = document.createElement("li");
      entry.append(link);
      list.append(entry);
    }
    sources.hidden = false;
  }
  return item;
}

/** Shows the conversation in one window: the server's greeting, then every message since. */
function render(panel: HTMLElement): void {
  const log = panel.querySelector<HTMLElement>("[data-assistant-log]");
  if (!log) return;
  while (log.children.length > 1) log.lastElementChild!.remove();
  for (const message of messages) log.append(messageItem(panel, message));
  if (waiting) log.append(copyOf(panel, "waiting"));
  log.scrollTop = log.scrollHeight;

  const field = panel.querySelector<HTMLInputElement>("input[name=question]");
  const send = panel.querySelector<HTMLButtonElement>("button[type=submit]");
  if (field) field.disabled = waiting;
  if (send) send.disabled = waiting || !field?.value.trim();
}

function renderAll(): void {
  for (const panel of panels()) render(panel);
}

function add(message: Message): void {
  messages.push(message);
  save();
}

async function ask(panel: HTMLElement, question: string): Promise<void> {
  add({ from: "reader", text: question });
  waiting = true;
  renderAll();
  try {
    const response = await fetch("/api/assistant", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question }),
    });
    const body = (await response.json().catch(() => null)) as (AssistantReply & { message?: string }) | null;
    if (response.ok && body?.response) add({ from: "assistant", text: body.response, sources: body.sources });
    else if (response.status < 500 && body?.message) add({ from: "assistant", text: body.message });
    else throw new Error(`the assistant answered ${response.status}`);
  } catch {
    toast("error", CHAT_FAILURE_TOAST);
    add({ from: "assistant", text: CHAT_FAILURE_MESSAGE });
  } finally {
    waiting = false;
    renderAll();
    // The field was disabled while waiting, which took the focus from it: it gets it back.
    if (!document.activeElement || document.activeElement === document.body) {
      panel.querySelector<HTMLInputElement>("input[name=question]")?.focus({ preventScroll: true });
    }
  }
}

function openAssistant(opener: HTMLElement): void {
  // The contact page shows the assistant itself: the button goes to its question field.
  const onPage = document.querySelector<HTMLElement>(`#assistant${PANEL}`);
  const dialog = document.getElementById(opener.dataset.assistantOpen ?? "");
  const panel = onPage ?? dialog?.querySelector<HTMLElement>(PANEL);
  if (!panel) return;
  if (onPage) {
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    onPage.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
  } else if (dialog instanceof HTMLDialogElement && !dialog.open) {
    dialog.showModal();
  }
  // Shown (and scrolled to its last message) once the window is open.
  render(panel);
  panel.querySelector<HTMLInputElement>("input[name=question]")?.focus({ preventScroll: true });
}

export function startAssistant(): void {
  messages = load();
  // The floating button is a link to the contact page's assistant until now: a button from here on.
  for (const opener of document.querySelectorAll<HTMLElement>("a[data-assistant-open]")) {
    opener.setAttribute("role", "button");
    opener.setAttribute("aria-haspopup", "dialog");
  }
  // The conversation so far, in each window (the contact page's, and one on a client navigation).
  forEachMounted(PANEL, render);

  document.addEventListener("click", (event) => {
    const opener = (event.target as Element).closest<HTMLElement>("[data-assistant-open]");
    if (!opener) return;
    event.preventDefault();
    openAssistant(opener);
  });
  // A link that acts as a button answers the space bar too.
  document.addEventListener("keydown", (event) => {
    const opener = (event.target as Element).closest?.<HTMLElement>("a[data-assistant-open]");
    if (!opener || event.key !== " ") return;
    event.preventDefault();
    openAssistant(opener);
  });
  document.addEventListener("input", (event) => {
    const field = event.target as HTMLInputElement;
    const panel = field.closest<HTMLElement>(PANEL);
    const send = panel?.querySelector<HTMLButtonElement>("button[type=submit]");
    if (send) send.disabled = waiting || !field.value.trim();
  });
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const panel = form.closest<HTMLElement>(PANEL);
    if (!panel) return;
    event.preventDefault();
    const field = form.querySelector<HTMLInputElement>("input[name=question]");
    const question = field?.value.trim() ?? "";
    // A blank question, or one while an answer is awaited, is ignored (spec 000 section 5).
    if (!question || waiting || !field) return;
    field.value = "";
    void ask(panel, question);
  });
}
