import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { configSchema, type OperatorConfig } from './schema';

export const DEFAULT_CONFIG_PATH = 'config/demo.json';

/** The config cannot be used; the message holds one `file: field.path: reason` line per problem. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Path from the option, else DRAWHALL_CONFIG, else the demo config. */
export function configPathFrom(option?: string, env: NodeJS.ProcessEnv = process.env): string {
  return option ?? env.DRAWHALL_CONFIG ?? DEFAULT_CONFIG_PATH;
}

/** Reads and validates the operator config; throws ConfigError so the server refuses to start. */
export function loadConfig(path: string): OperatorConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError([`${path}: (file): cannot read: ${(error as Error).message}`]);
  }
  return parseConfig(path, text);
}

export function parseConfig(path: string, text: string): OperatorConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`${path}: (root): invalid JSON: ${(error as Error).message}`]);
  }
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError(formatIssues(path, parsed.error));
  return parsed.data;
}

function formatIssues(path: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const field = (keys: PropertyKey[]) => (keys.length ? keys.map(String).join('.') : '(root)');
    // One line per misspelt key, naming the key itself as the field.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${path}: ${field([...issue.path, key])}: unknown field`);
    return [`${path}: ${field(issue.path)}: ${issue.message}`];
  });
}
