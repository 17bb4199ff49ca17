import { currentPeriod } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ReadingManualForm } from './reading-manual-form.tsx';
import { monthOptions, yearOptions } from './reading-period.ts';
import { panel } from './reading-styles.ts';
import { ReadingUploadForm } from './reading-upload-form.tsx';

const t = messages.readings;

/** 'Registar Leitura': the period, then one reading by hand or a whole field sheet by file. */
export function RegisterReadingPage() {
  const now = currentPeriod();
  const [readingYear, setYear] = useState(String(now.year));
  const [readingMonth, setMonth] = useState(String(now.month));
  const [byFile, setByFile] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader title={t.titles.add} breadcrumb={<Breadcrumb items={[{ label: t.titles.add }]} />} />
      <section className={panel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Dropdown
            label={t.fields.economicYear}
            value={readingYear}
            options={yearOptions()}
            placeholder={null}
            onChange={(event) => setYear(event.target.value)}
          />
          <Dropdown
            label={t.fields.month}
            value={readingMonth}
            options={monthOptions}
            placeholder={null}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <Checkbox label={t.uploadSwitch} checked={byFile} onChange={setByFile} />
        <hr className="border-line" />
        {byFile ? (
          <ReadingUploadForm readingYear={readingYear} readingMonth={readingMonth} />
        ) : (
          <ReadingManualForm readingYear={readingYear} readingMonth={readingMonth} />
        )}
      </section>
    </div>
  );
}
