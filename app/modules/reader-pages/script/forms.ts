// A field with `data-submit-on-change` submits its form when its value is chosen (the journal
// page's volume filter). requestSubmit, not submit: the submit event fires, so in the application
// React Router's <Form> takes it as a client navigation; on a reader page the browser sends it.
export function startSubmitOnChange(): void {
  document.addEventListener("change", (event) => {
    const field = event.target as Element;
    if (!field.matches?.("[data-submit-on-change]")) return;
    (field as HTMLSelectElement | HTMLInputElement).form?.requestSubmit();
  });
}
