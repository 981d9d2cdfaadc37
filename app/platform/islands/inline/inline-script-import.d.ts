// A module imported with `?inline-script` (bundler/inline-script-plugin.ts): its compiled text.
declare module "*?inline-script" {
  const compiled: string;
  export default compiled;
}
