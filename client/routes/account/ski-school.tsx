// accounts/ski-school: the way to the two passports, ski and snowboard.
import { Link } from "react-router";
import { AccountShell } from "../../components/account/AccountShell";
import { useT } from "../../i18n";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["account"], ["route.accounts.ski-school"]);

export default function SkiSchool() {
  const t = useT();
  const site = useSite();
  useRequiredMember();
  const passports = [
    { id: "ski", path: "accounts/ski-school/ski-passport", title: t("account.skiSchool.ski"), text: t("account.skiSchool.skiText") },
    { id: "snowboard", path: "accounts/ski-school/snowboard-passport", title: t("account.skiSchool.snowboard"), text: t("account.skiSchool.snowboardText") },
  ];
  return (
    <AccountShell title={t("route.accounts.ski-school")} testId="ski-school-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.skiSchool.intro")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {passports.map((p) => (
          <li key={p.id}>
            <Link
              to={`${site.prefix}/${p.path}`}
              className="block h-full rounded-2xl border border-black/10 p-6 hover:border-brand-navy focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-navy"
              data-testid={`passport-link-${p.id}`}
            >
              <span className="block text-xl font-bold">{p.title}</span>
              <span className="mt-2 block text-brand-slate">{p.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountShell>
  );
}
