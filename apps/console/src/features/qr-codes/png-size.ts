/** Width and height of a base64 PNG, from its IHDR chunk (bytes 16-23). */
export function pngSize(base64: string): { widthPx: number; heightPx: number } {
  const head = atob(base64.slice(0, 44));
  const u32 = (at: number) =>
    ((head.charCodeAt(at) << 24) |
      (head.charCodeAt(at + 1) << 16) |
      (head.charCodeAt(at + 2) << 8) |
      head.charCodeAt(at + 3)) >>>
    0;
  return { widthPx: u32(16), heightPx: u32(20) };
}
