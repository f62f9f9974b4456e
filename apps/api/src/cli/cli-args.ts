/** A command line that cannot be understood: the runner prints the message and the usage, and exits with 64. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export const isHelp = (arg: string | undefined) => arg === "--help" || arg === "-h" || arg === "help";

/**
 * Reads `--name value` or `--name=value` options; positional arguments are refused (none of our commands take
 * free text after their options).
 */
export function parseOptions(argv: string[], known: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unexpected argument "${arg}".`);
    const [, name, inline] = match as unknown as [string, string, string | undefined];
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name}.`);
    if (options.has(name)) throw new UsageError(`--${name} is given twice.`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith("--"))) throw new UsageError(`--${name} needs a value.`);
    options.set(name, value);
  }
  return options;
}
