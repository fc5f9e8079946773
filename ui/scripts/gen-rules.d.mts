// The type of gen-rules.mjs, for the test that compares its output with src/lib/api-rules.ts.
export function rulesModule(contract: unknown): string;
