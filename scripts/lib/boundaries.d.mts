export type SourceFile = { path: string; source: string };
export type Crossing = { file: string; specifier: string; reason: string };
export declare const CHECKED_FOLDERS: readonly string[];
export declare function importSpecifiers(source: string): string[];
export declare function resolveSpecifier(file: string, specifier: string): string | null;
export declare function findCrossings(files: readonly SourceFile[]): Crossing[];
export declare function describeCrossing(crossing: Crossing): string;
export declare function readCheckedFiles(root: string): SourceFile[];
