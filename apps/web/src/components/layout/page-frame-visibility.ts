/** Pages of the sign-up and payment funnels and the error pages show no navigation bar or footer (docs/behaviour/routes-and-frame.md#page-frame). */
const FRAMELESS_PATH_PARTS = ['register', 'payment', 'error'] as const;

export function showsPageFrame(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !FRAMELESS_PATH_PARTS.some((part) => path.includes(part));
}
