/**
 * The top of a chart's axis and its gridlines for a largest value: a round number (1, 2 or 5 times a power of
 * ten per step) with at most five steps, so the gridlines read as whole numbers.
 */
export function chartScale(largest: number): { max: number; ticks: number[] } {
  if (!(largest > 0)) return { max: 1, ticks: [0, 1] };
  const roughStep = largest / 4;
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= roughStep) ?? 10 * power;
  const wholeStep = Math.max(1, Math.round(step));
  const max = Math.ceil(largest / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += wholeStep) ticks.push(tick);
  return { max, ticks };
}
