import { useMediaQuery } from '@/shared/ui/use-media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person has asked their system for less motion; follows the setting as it changes. */
export const useReducedMotion = (): boolean => useMediaQuery(QUERY);
