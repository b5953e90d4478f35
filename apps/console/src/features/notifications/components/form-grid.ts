/** The Send form's grid, as the console's other forms: three fields a row at 1280 px, one on a phone. */
export const FIELD_COL = { xs: 24, md: 12, xl: 8 } as const;
export const FORM_GUTTER = 16;
