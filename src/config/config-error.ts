import type { z } from 'zod';

/** A configuration value that stops the start; the message names every offending key. */
export class ConfigError extends Error {
  constructor(source: string, issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    super(`Invalid ${source}:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}
