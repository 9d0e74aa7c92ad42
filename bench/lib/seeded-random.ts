/**
 * Makes `Math.random` a seeded Lehmer generator (Park–Miller), so the staffing bench's picker draws
 * the same candidates on every run: what two versions' answers are compared over.
 */
export function seedMathRandom(seed: number): void {
  let state = seed;
  Math.random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}
