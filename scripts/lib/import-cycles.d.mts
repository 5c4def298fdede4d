// Types of import-cycles.mjs for the TypeScript tests that use it.

/** Each file (absolute path) to the files it imports at run time. */
export type ImportGraph = Map<string, Set<string>>;
/** Paths from the root: the cycle's files, sorted, and one loop through them (first file repeated at the end). */
export type ImportCycle = { files: string[]; loop: string[] };
/** `sources`: text standing in for files (absolute path to text). */
export type ImportGraphOptions = { root?: string; sources?: Record<string, string> };

export const ROOT: string;
export function checkedFolders(root?: string): string[];
export function runtimeImports(fileName: string, text: string): string[];
export function importGraph(options?: ImportGraphOptions): ImportGraph;
export function stronglyConnectedCycles(graph: ImportGraph): string[][];
export function findImportCycles(options?: ImportGraphOptions): ImportCycle[];
