/**
 * Minutes as hours with two decimals and a decimal comma ("7,50"), rounded half up to the
 * hundredth in whole numbers (no float): what payroll files carry. Each value is rounded on its own.
 */
export function hoursText(minutes: number): string {
  const hundredths = Math.floor((minutes * 100 + 30) / 60);
  return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
}
