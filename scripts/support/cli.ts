import { pathToFileURL } from 'node:url';

/** A command line the tool cannot read: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs an operator command's main when the file is the process's entry point (not when a test
 * imports it): prints its output, or the error (with the usage for a UsageError). Exit codes:
 * 0 done, 1 refused or failed, 2 usage.
 */
export function runWhenMain(moduleUrl: string, usage: string, main: (args: string[]) => Promise<string>) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      const usageError = error instanceof UsageError;
      console.error(usageError ? `${error.message}\n${usage}` : String((error as Error).message ?? error));
      process.exitCode = usageError ? 2 : 1;
    },
  );
}
