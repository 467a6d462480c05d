// A shifted wall clock, to run a spec as if it were another time of day (e.g. just before midnight in New York):
//   E2E_CLOCK_SHIFT_MS=<ms> NODE_OPTIONS="--import ./e2e/shift-clock.mjs" E2E_PORT=… npx playwright test e2e/realtime.spec.ts
// NODE_OPTIONS reaches every Node process of the run (the runner, its workers, the suite's server and the nodes a spec
// starts), so they all agree on the time; the browser keeps the real clock. Durations are unchanged (constant shift).
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);
if (shift) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
