// Chrome's launcher, from this folder's own install (bench/tools/package.json).
export { launch } from "chrome-launcher";
