// autocannon, from this folder's own install (bench/tools/package.json).
export { default } from "autocannon";
