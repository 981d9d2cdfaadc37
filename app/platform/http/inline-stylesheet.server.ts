// The site's stylesheet as text, for the layout to write into each page's
// <head> in production (decision 045): a first visit on a phone then paints
// without waiting a round trip for the stylesheet. In development the layout
// links the file, so Vite can swap it on every edit.
import stylesheetText from "#app/app.css?inline";

// Written raw into a <style> element, so it must not be able to close it.
if (/<\/style/i.test(stylesheetText))
  throw new Error("app.css contains </style, which would end the inline stylesheet");

export const inlineStylesheet: string | undefined = import.meta.env.DEV ? undefined : stylesheetText;
