import { useMediaQuery } from '@/shared/ui/use-media-query';

/** Under antd's md breakpoint (768 px): phones and small tablets, where the menu folds behind a button. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** Whether the window is narrow (NARROW_QUERY); follows the window as it is resized. */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
