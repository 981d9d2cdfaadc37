// Beasties (the maintained fork of critters), from this folder's own install
// (bench/tools/package.json): a page's critical styles, for the stylesheet-visit part.
export { default } from "beasties";
