// jsdom ships no types of its own (and @types/jsdom is not a dependency):
// the little of it the hostile-input suite uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
