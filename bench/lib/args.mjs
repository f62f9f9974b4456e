/** The benchmarks' command-line options: `--name value`. */

/** The number after `name` (e.g. "--rounds"), or `fallback` when the option is absent. */
export function numberArg(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** The text after `name`, or `fallback` when the option is absent. */
export function textArg(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
}
