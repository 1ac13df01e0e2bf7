export * from "./auth";
export * from "./journals";
export * from "./issues";
export * from "./articles";
export * from "./submissions";
export * from "./community";
export * from "./jobs";
export * from "./mail";
