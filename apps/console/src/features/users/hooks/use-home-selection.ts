import { useSearchParams } from 'react-router';

/** What is open below a user's homes, in the order it nests; choosing one clears those under it. */
const LEVELS = ['kind', 'home', 'space', 'device'] as const;
export type HomeLevel = (typeof LEVELS)[number];

/**
 * The open home kind, home, space and device tab live in the URL beside the user search, so a
 * reload shows the same device (replace: choosing tabs adds no history entries).
 */
export function useHomeSelection(level: HomeLevel) {
  const [params, setParams] = useSearchParams();
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next.delete(below);
        next.set(level, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(level), choose] as const;
}

/** The chosen key when it is one of `keys`, else `fallback` (the first key by default). */
export const pick = (chosen: string | null, keys: string[], fallback = keys[0]) =>
  chosen !== null && keys.includes(chosen) ? chosen : fallback;

/** The space a home opens on when none is chosen: the first with devices, else the first. */
export const pickSpace = (chosen: string | null, spaces: { spaceId: string; devices: unknown[] }[]) =>
  pick(
    chosen,
    spaces.map((s) => s.spaceId),
    (spaces.find((s) => s.devices.length > 0) ?? spaces[0])?.spaceId,
  );
