// Types of node-version.mjs (plain JavaScript, so that an older Node can read it).
export declare const REQUIRED_NODE_MAJOR: number;
export declare function nodeVersionProblem(version: string): string | null;
