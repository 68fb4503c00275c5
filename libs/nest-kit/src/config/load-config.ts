import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment with a schema; every problem is listed by variable name so a bad deploy fails at boot, readably. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
