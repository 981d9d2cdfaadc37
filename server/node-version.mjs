// Which Node the site runs on. Plain JavaScript: an older Node must be able to
// read this to say what is wrong.

export const REQUIRED_NODE_MAJOR = 24;

/** Why `version` (e.g. "20.20.2") cannot run the site, or null when it can. */
export function nodeVersionProblem(version) {
  const major = Number(version.split(".")[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return [
    `This site needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is Node.js ${version}.`,
    `Start it through npm (npm start, npm run serve), which runs the Node ${REQUIRED_NODE_MAJOR} that npm install put in`,
    `node_modules, or install Node.js ${REQUIRED_NODE_MAJOR} LTS on this machine (see README.md).`,
  ].join("\n");
}
