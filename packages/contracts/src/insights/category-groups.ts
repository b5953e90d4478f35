/*
 * Device categories as the statistics and metrics group them (spec 002 sections 6 and 9): AC takes
 * AC and its variants, TV is shown as VDP. A group's key is what calls and charts use.
 */
export interface CategoryGroup {
  key: string;
  label: string;
  members: readonly string[];
}

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  { key: 'AC', label: 'AC', members: ['AC', 'AC2', 'CAC', 'IAC'] },
  { key: 'FANCONTROLLER', label: 'Fan Controller', members: ['FANCONTROLLER'] },
  { key: 'WM', label: 'Washing Machine', members: ['WM', 'ODMFRONTLOADWM'] },
  { key: 'REF', label: 'Refrigerator', members: ['REF'] },
  { key: 'SWITCHES', label: 'Switches', members: ['SWITCHES'] },
  { key: 'ROMASWITCHES', label: 'Romaswitches', members: ['ROMASWITCHES', 'ROMA'] },
  { key: 'FAN', label: 'Fans', members: ['FAN', 'ANCHORFAN'] },
  { key: 'VDP', label: 'VDP', members: ['VDP', 'TV'] },
  { key: 'PLUG', label: 'Plug', members: ['PLUG'] },
];

/** The groups of the Download Statistics select (section 6 lists no plug). */
export const DOWNLOAD_GROUP_KEYS = [
  'AC',
  'FANCONTROLLER',
  'WM',
  'REF',
  'SWITCHES',
  'ROMASWITCHES',
  'FAN',
  'VDP',
];

/** The group of a category code, if any. */
export function groupOfCategory(category: string): CategoryGroup | undefined {
  const upper = category.toUpperCase();
  return CATEGORY_GROUPS.find((g) => g.members.includes(upper));
}

/** The groups whose members include one of the caller's categories, in the table's order. */
export function allowedGroups(
  allowedCategories: readonly string[],
  keys?: readonly string[],
): CategoryGroup[] {
  const allowed = new Set(allowedCategories.map((c) => c.toUpperCase()));
  return CATEGORY_GROUPS.filter(
    (g) => (!keys || keys.includes(g.key)) && g.members.some((m) => allowed.has(m)),
  );
}

/** A group's categories the caller may see. */
export function allowedMembers(group: CategoryGroup, allowedCategories: readonly string[]): string[] {
  const allowed = new Set(allowedCategories.map((c) => c.toUpperCase()));
  return group.members.filter((m) => allowed.has(m));
}
