// Development only: React Refresh for islands. React Router's Vite plugin
// instruments every component for React Refresh and expects its preamble; its
// update step also asks React Router's client router to revalidate, which an
// island page does not have (no route module runs in the browser), so a
// stand-in that has nothing to revalidate lets the refresh go through.
import "virtual:react-router/inject-hmr-runtime";

declare global {
  interface Window {
    __reactRouterDataRouter?: { revalidate: () => Promise<void> };
  }
}

window.__reactRouterDataRouter ??= { revalidate: () => Promise.resolve() };
