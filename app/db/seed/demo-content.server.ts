import type { Services } from "../../lib/services.server";

/** Demo content for a new embedded installation (filled in by the demo-content module). */
export async function loadDemoContent(_services: Services): Promise<void> {}
