/** A number field's rule: a number from min to max (whole when asked), or empty when `optional`. */
export const numberRule = (
  message: string,
  {
    min,
    max,
    whole = false,
    optional = false,
  }: { min: number; max: number; whole?: boolean; optional?: boolean },
) => ({
  validator: async (_: unknown, v: unknown) => {
    if (v == null && optional) return;
    if (typeof v !== 'number' || v < min || v > max || (whole && !Number.isInteger(v)))
      throw new Error(message);
  },
});
