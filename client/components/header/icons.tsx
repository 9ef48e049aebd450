// The header's few line icons. Each is an empty element drawn by a mask in the text colour (client/styles.css), so it
// takes the header's colour in both looks at a fraction of an inline SVG's bytes in every page's HTML.
type IconSize = 14 | 16 | 18 | 20 | 24;

/** Literal class names, so the style build sees each size. */
const SIZE: Record<IconSize, string> = { 14: "size-3.5", 16: "size-4", 18: "size-4.5", 20: "size-5", 24: "size-6" };

interface IconProps {
  className?: string;
  size?: IconSize;
}

function lineIcon(name: string, defaultSize: IconSize) {
  return function Icon({ className, size = defaultSize }: IconProps) {
    return <span aria-hidden="true" className={`icon ${name} ${SIZE[size]}${className ? ` ${className}` : ""}`} />;
  };
}

export const MenuIcon = lineIcon("icon-menu", 20);
export const CloseIcon = lineIcon("icon-close", 20);
export const ChevronDown = lineIcon("icon-chevron-down", 16);
/** Points to the inline end; mirror it in right-to-left with the rtl: variant. */
export const ChevronEnd = lineIcon("icon-chevron-end", 16);
export const PinIcon = lineIcon("icon-pin", 16);
export const GlobeIcon = lineIcon("icon-globe", 16);
export const PlayIcon = lineIcon("icon-play", 20);
export const CartIcon = lineIcon("icon-cart", 20);
export const UserIcon = lineIcon("icon-user", 20);

/** Green for open or active, red otherwise. */
export function StatusDot({ on }: { on: boolean }) {
  return <span aria-hidden="true" className={`inline-block h-2 w-2 shrink-0 rounded-full ${on ? "bg-green-500" : "bg-red-500"}`} />;
}
