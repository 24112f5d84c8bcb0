/** Types for table-owners.mjs, so TypeScript tests can read the map. */
export declare const tableOwners: Record<string, { tables: string[]; files?: string[]; schema?: string }>;
export declare function schemaFileOf(owner: string): string;
