// A navigation entry's menu as its panel shows it (desktop panel and mobile menu), loaded with the menus themselves
// when a visitor reaches for one (client/components/header/header-parts.ts).
import { Suspense, lazy } from "react";
import type { NavbarEntryView } from "../../../shared/cms-views";
import { useNavbarMenu } from "./header-parts";
import { MenuList } from "./MenuList";
import { PartFailed } from "./PartFailed";
import { PartLoading } from "./PartStates";

const TabMenu = lazy(() => import("./TabMenu"));

export default function MenuPanelBody({ item, onNavigate }: { item: NavbarEntryView; onNavigate: () => void }) {
  const state = useNavbarMenu(item.id);
  if (state.status === "loading") return <PartLoading />;
  if (state.status === "failed") return <PartFailed retry={state.retry} />;
  return item.menu === "tabs" ? (
    <Suspense fallback={<PartLoading />}>
      <TabMenu item={state.part} onNavigate={onNavigate} />
    </Suspense>
  ) : (
    <MenuList item={state.part} onNavigate={onNavigate} />
  );
}
