import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { DATASHEET_ACCEPT, type ProductDatasheetsProps } from '#shared/datasheets.ts';
import { FileField } from './file-field.tsx';
import { PostForm } from './post-form.tsx';

// A product's datasheets on its office page (docs/office-guide.md, "Products"): for each language the PDF it has
// (opened from here), a form to upload or replace it (multipart, no script needed) and one to take it off. Each
// takes effect at once, unlike the product's fields above it.
export function DatasheetSection({ csrfToken, props }: { csrfToken: string; props: ProductDatasheetsProps }) {
  const { t } = useTranslation('admin');
  return (
    <section className="card stack datasheets" id="datasheets" aria-labelledby="datasheets-title">
      <h2 id="datasheets-title">{t('datasheets.title')}</h2>
      <p className="hint">{t('datasheets.intro', { megabytes: props.maxMegabytes })}</p>
      {props.notice ? (
        <p className="notice" role="status">
          {t(`datasheets.notices.${props.notice}`)}
        </p>
      ) : null}
      {LANGUAGES.map((lng) => {
        const sheet = props.sheets[lng];
        const id = `datasheet-${lng}`;
        return (
          <div key={lng} className="stack datasheets__language">
            <h3>{t(`datasheets.language.${lng}`)}</h3>
            <p>
              {sheet ? (
                <>
                  <a href={sheet.href}>{sheet.name}</a>{' '}
                  {t('datasheets.size', { megabytes: sheet.megabytes, date: sheet.uploadedAt.slice(0, 10) })}
                </>
              ) : (
                t('datasheets.none')
              )}
            </p>
            <PostForm action={props.uploadAction} csrfToken={csrfToken} encType="multipart/form-data" className="stack">
              <input type="hidden" name="language" value={lng} />
              <FileField
                id={id}
                name="file"
                label={t(sheet ? 'datasheets.replace' : 'datasheets.file', { language: t(`languages.${lng}`) })}
                accept={DATASHEET_ACCEPT}
              />
              <button type="submit" className="button">
                {t(sheet ? 'datasheets.replaceSubmit' : 'datasheets.upload', { language: t(`languages.${lng}`) })}
              </button>
            </PostForm>
            {sheet ? (
              <PostForm action={props.removeAction} csrfToken={csrfToken}>
                <input type="hidden" name="language" value={lng} />
                <button type="submit" className="button button--quiet">
                  {t('datasheets.remove', { language: t(`languages.${lng}`) })}
                </button>
              </PostForm>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
