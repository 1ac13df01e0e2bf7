// An open dialog is written the same by the server from its first render in a process: an empty
// boundary, as once Radix is loaded (its content is a portal the server never draws). Loading Radix
// or the dialog's module on the server's first render suspended and streamed the pending overlay,
// which a page that hydrated before React's reveal script ran held in its text (dialog.tsx).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTitle } from "./dialog";
import { lazyDialog } from "./lazy-dialog";

function EditDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogTitle>Edit DOI</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}

describe("an open dialog on the server", () => {
  it("is an empty boundary at its first render in a process, not the pending overlay", () => {
    const html = renderToString(<EditDialog onClose={() => {}} />);
    expect(html).toBe("<!--$--><!--/$-->");
    expect(html).not.toContain("Loading");
  });

  it("is the same empty boundary when its module is loaded on demand", () => {
    const Lazy = lazyDialog(() => Promise.resolve(EditDialog));
    const html = renderToString(<Lazy onClose={() => {}} />);
    expect(html).toBe("<!--$--><!--/$-->");
  });

  it("is nothing while closed", () => {
    expect(renderToString(<Dialog open={false}>x</Dialog>)).toBe("");
  });
});
