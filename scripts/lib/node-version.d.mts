export declare const REQUIRED_NODE_MAJOR: number;
export declare function requireSupportedNode(version?: string): void;
