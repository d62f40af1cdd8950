import type { SVGProps } from 'react';

/** The product logo: a padel court in the two courts' colours (blue Court 1, purple Court 2). */
export function LogoMark({ size = 36, ...props }: { size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width="64" height="64" rx="14" fill="#1971c2" />
      <path d="M32 0h18a14 14 0 0 1 14 14v36a14 14 0 0 1-14 14H32z" fill="#6741d9" />
      <rect x="11" y="13" width="42" height="38" rx="3" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M32 13v38M11 32h42" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="43" cy="23" r="5" fill="#d8f5a2" stroke="#2b8a3e" strokeWidth="1.5" />
    </svg>
  );
}
