/** The PrintGo word mark: a "P" like a print head dropping an amber ink dot. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 8h8a6 6 0 0 1 0 12h-4v4h-4z" fill="white" />
        <circle cx="18" cy="14" r="2.5" className="fill-primary" />
        <circle cx="24" cy="24" r="3" className="fill-accent" />
      </svg>
      <span>
        Print<span className="text-primary">Go</span>
      </span>
    </span>
  );
}
