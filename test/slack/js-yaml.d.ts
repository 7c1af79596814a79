// The one function of js-yaml (installed with the lint tooling) that the manifest test uses.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
