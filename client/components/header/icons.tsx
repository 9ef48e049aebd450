// The header's few line icons, inline so they take the header's text colour in both looks.
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** Stroke, caps and joins come from the `line-icon` rule (client/styles.css), not from attributes on every icon. */
function Icon({ children, className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={className ? `line-icon ${className}` : "line-icon"} {...props}>
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon {...p}><path d="M3 6h18M3 12h18M3 18h18" /></Icon>;
export const CloseIcon = (p: IconProps) => <Icon {...p}><path d="M6 6l12 12M18 6L6 18" /></Icon>;
export const ChevronDown = (p: IconProps) => <Icon width="16" height="16" {...p}><path d="M6 9l6 6 6-6" /></Icon>;
/** Points to the inline end; mirror it in right-to-left with the rtl: variant. */
export const ChevronEnd = (p: IconProps) => <Icon width="16" height="16" {...p}><path d="M9 6l6 6-6 6" /></Icon>;
export const PinIcon = (p: IconProps) => <Icon width="16" height="16" {...p}><path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" /><circle cx="12" cy="10" r="2.5" /></Icon>;
export const GlobeIcon = (p: IconProps) => <Icon width="16" height="16" {...p}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></Icon>;
export const PlayIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M10 8.5v7l6-3.5z" fill="currentColor" /></Icon>;
export const CartIcon = (p: IconProps) => <Icon {...p}><path d="M3 4h2l2.4 11h11L21 8H6.2" /><circle cx="9.5" cy="19.5" r="1.5" /><circle cx="17.5" cy="19.5" r="1.5" /></Icon>;
export const UserIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></Icon>;

/** Green for open or active, red otherwise. */
export function StatusDot({ on }: { on: boolean }) {
  return <span aria-hidden="true" className={`inline-block h-2 w-2 shrink-0 rounded-full ${on ? "bg-green-500" : "bg-red-500"}`} />;
}
