// Share links (`data-share-window`) open the network's sharing page in a small window; without
// scripts they are plain links to it in a new tab.

export function startShareLinks(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-share-window]");
    if (!link) return;
    event.preventDefault();
    window.open(link.href, "share", "width=600,height=400,noopener");
  });
}
