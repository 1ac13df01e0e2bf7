// The parts of @citation-js/core this platform uses (the package ships no types).
declare module "@citation-js/core" {
  export class Cite {
    constructor(data: unknown);
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const plugins: {
    config: { get(name: string): { styles: { has(name: string): boolean; add(name: string, xml: string): void } } };
  };
}
