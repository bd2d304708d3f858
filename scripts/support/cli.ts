import { pathToFileURL } from 'node:url';

/** A command line the tool cannot read: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/** An operator command: its arguments in, its output (or a thrown UsageError / Error) out. */
export type OperatorCommand = (args: string[]) => Promise<string>;

/** An operator command's script, as a test imports it: its command and usage text. */
export interface OperatorScript {
  main: OperatorCommand;
  USAGE: string;
}

/**
 * Runs an operator command to its result: the output with exit code 0, the error (with the usage
 * for a UsageError) with 1 (refused or failed) or 2 (usage). The same mapping for a process
 * (runWhenMain) and for a test that runs the command in its own process.
 */
export async function runCommand(
  main: OperatorCommand,
  usage: string,
  args: string[],
): Promise<{ code: 0 | 1 | 2; out: string }> {
  try {
    return { code: 0, out: await main(args) };
  } catch (error) {
    const usageError = error instanceof UsageError;
    const message = usageError ? `${error.message}\n${usage}` : String((error as Error).message ?? error);
    return { code: usageError ? 2 : 1, out: message };
  }
}

/**
 * Runs an operator command's main when the file is the process's entry point (not when a test
 * imports it): prints its output on stdout, or the error on stderr, and sets the exit code.
 */
export function runWhenMain(moduleUrl: string, usage: string, main: OperatorCommand) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  void runCommand(main, usage, process.argv.slice(2)).then(({ code, out }) => {
    if (code === 0) console.log(out);
    else console.error(out);
    process.exitCode = code;
  });
}
