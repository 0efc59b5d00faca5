import { getTranslations } from "next-intl/server";
import { monthLabel } from "@/lib/events/event-dates";
import { guidePath, type GuideFilter } from "@/lib/events/guide-addresses";
import type { GuideCity } from "@/lib/events/guide";
import { EVENTS_PATH } from "@/lib/urls";
import pills from "@/components/post/Pagination.module.css";
import { ChosenInView } from "./ChosenInView";
import styles from "./GuideFilters.module.css";

type Choice = { key: string; label: string; href: string; current: boolean };

function ChoiceRow({ title, choices }: { title: string; choices: Choice[] }) {
  return (
    <div className={styles.row}>
      <p className={styles.title}>{title}</p>
      <ChosenInView className={styles.choices}>
        {choices.map(({ key, label, href, current }) => (
          <li key={key}>
            <a className={`${pills.number} ${styles.choice}`} href={href} aria-current={current ? "page" : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ChosenInView>
    </div>
  );
}

/**
 * The city and month filters as plain links, so they work without JavaScript and every choice is an address the
 * caches keep; each keeps the other filter. Not next/link: the client router keys a static page by its path and
 * would show /eventos again for /eventos?ciudad=…, which the server rewrites.
 */
export async function GuideFilters({
  filter,
  cities,
  months,
}: {
  filter: GuideFilter;
  cities: GuideCity[];
  months: string[];
}) {
  const t = await getTranslations("EventsGuide");
  const cityChoices = [
    { key: "", label: t("allCities"), href: guidePath(EVENTS_PATH, { month: filter.month }), current: !filter.city },
    ...cities.map(({ slug, name }) => ({
      key: slug,
      label: name,
      href: guidePath(EVENTS_PATH, { city: slug, month: filter.month }),
      current: filter.city === slug,
    })),
  ];
  const monthChoices = [
    { key: "", label: t("allMonths"), href: guidePath(EVENTS_PATH, { city: filter.city }), current: !filter.month },
    ...months.map((month) => ({
      key: month,
      label: monthLabel(month),
      href: guidePath(EVENTS_PATH, { city: filter.city, month }),
      current: filter.month === month,
    })),
  ];
  return (
    <nav className={styles.filters} aria-label={t("filters")}>
      <ChoiceRow title={t("byCity")} choices={cityChoices} />
      <ChoiceRow title={t("byMonth")} choices={monthChoices} />
    </nav>
  );
}
