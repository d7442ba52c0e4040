// The company mark: a stylised mountain (Altan Uul, "golden mountain") over a drill line.
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#1f2a37" />
      <path d="M6 29l10-14 6 8 4-5 8 11z" fill="#f2a900" />
      <path d="M16 15l3 4.2-3 1.8-3-1.8z" fill="#fff3cc" />
      <path d="M8 33h24" stroke="#f2a900" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
