import type { CatalogueView } from '@aula/api-client';
import { COURSE_LEVELS, LANGUAGES } from '@aula/domain';
import { siteButtonVariants } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { courseTypeWords, languageWords } from '../../../i18n/domain-words';
import { catalogueLabels, languageSlugOf, SITE_TYPE_ORDER, typeSlugOf } from '../content/catalogue';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring';

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const L = catalogueLabels();
  const id = `filtro-${name}`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{L.any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The catalogue's filters as a plain GET form: it works before and without any script, and each filtered
 * list has its own address. A page that is itself a filter (/idiomas/ingles) does not offer that one.
 */
export function CatalogueFilters({
  action,
  filters,
  fixed,
}: {
  action: string;
  filters: CatalogueView;
  fixed: CatalogueView;
}) {
  const { t } = useLingui();
  const L = catalogueLabels();
  const hasChoice = Boolean(
    (filters.language && !fixed.language) || filters.level || (filters.type && !fixed.type),
  );
  return (
    <form
      method="get"
      action={action}
      aria-label={L.filtersHeading}
      className="rounded-lg border bg-card p-4"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        {!fixed.language && (
          <FilterSelect
            name="idioma"
            label={L.language}
            value={filters.language && languageSlugOf[filters.language]}
            options={LANGUAGES.map((code) => ({
              value: languageSlugOf[code],
              label: t(languageWords[code]),
            }))}
          />
        )}
        <FilterSelect
          name="nivel"
          label={L.level}
          value={filters.level}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: level }))}
        />
        {!fixed.type && (
          <FilterSelect
            name="modalidad"
            label={L.type}
            value={filters.type && typeSlugOf[filters.type]}
            options={SITE_TYPE_ORDER.map((code) => ({
              value: typeSlugOf[code],
              label: t(courseTypeWords[code]),
            }))}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={siteButtonVariants()}>
            {L.apply}
          </button>
          {hasChoice && (
            <a href={action} className={siteButtonVariants({ variant: 'outline' })}>
              {L.clear}
            </a>
          )}
        </div>
      </div>
    </form>
  );
}
