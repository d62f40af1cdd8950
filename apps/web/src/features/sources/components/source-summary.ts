import type { SourceCategory } from '@padel/contracts';

/** Category colours: Facebook blue, Instagram pink-violet, Other grey. */
export const SOURCE_COLORS: Record<SourceCategory, string> = {
  Facebook: 'blue',
  Instagram: 'grape',
  Other: 'gray',
};
