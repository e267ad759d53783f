/** Index arithmetic for carousels: every move wraps around both ways. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export function nextIndex(current: number, length: number): number {
  return wrapIndex(current + 1, length);
}

export function previousIndex(current: number, length: number): number {
  return wrapIndex(current - 1, length);
}
