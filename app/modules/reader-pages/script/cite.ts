import { onDialogOpen } from "./dialogs";

// The Cite dialog (articles/components/cite-dialog.tsx) fetches its formatted references
// (`data-cite-base` + /cite/<style>) the first time it opens, and enables their Copy buttons.

export function startCiteDialog(): void {
  onDialogOpen("dialog[data-cite-base]", (dialog) => {
    if (dialog.dataset.state === "loading" || dialog.dataset.state === "loaded") return;
    dialog.dataset.state = "loading";
    const failed = dialog.querySelector<HTMLElement>("[data-cite-failed]");
    const slots = [...dialog.querySelectorAll<HTMLElement>("[data-citation]")];
    Promise.all(
      slots.map(async (slot) => {
        const response = await fetch(`${dialog.dataset.citeBase}/cite/${slot.dataset.citation}`);
        if (!response.ok) throw new Error(String(response.status));
        return [slot, await response.text()] as const;
      }),
    ).then(
      (texts) => {
        for (const [slot, text] of texts) {
          slot.textContent = text;
          dialog.querySelector<HTMLButtonElement>(`[data-copy-from="${slot.id}"]`)?.removeAttribute("disabled");
        }
        failed?.setAttribute("hidden", "");
        dialog.dataset.state = "loaded";
      },
      () => {
        for (const slot of slots) if (slot.textContent === "Loading…") slot.textContent = "";
        failed?.removeAttribute("hidden");
        dialog.dataset.state = "failed";
      },
    );
  });
}
