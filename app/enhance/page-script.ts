// Marks the page once its page script has set everything up, so tests (and
// styles) can tell a server-rendered page apart from one that is interactive.
export function markPageScriptReady(name: string) {
  document.documentElement.dataset.pageScript = name;
}
