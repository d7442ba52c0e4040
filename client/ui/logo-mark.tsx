// The company mark: a faceted golden mountain (Altan Uul, "golden mountain") with a grey peak behind it,
// over a gold base line. The same drawing is public/favicon.svg; keep the two in step.
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#1f2a37" />
      <path d="M21 31l7.5-11.5L36 31z" fill="#8795a5" />
      <path d="M4 31L18 9l14 22z" fill="#f2a900" />
      <path d="M18 9l14 22H21.5z" fill="#b57f00" />
      <path d="M18 9l-3.6 5.7L18 17l2-3.4z" fill="#fff3cc" />
      <path d="M7 35h26" stroke="#f2a900" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
