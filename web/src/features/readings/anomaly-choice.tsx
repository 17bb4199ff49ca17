import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';

const e = messages.fieldReadings.entry;

const ReadingAnomaliesQuery = graphql(`
  query ReadingAnomaliesQuery {
    readingAnomalies(activeOnly: true) {
      anomalyId
      code
      description
      withReading
    }
  }
`);

interface AnomalyChoiceProps {
  noReading: boolean;
  anomalyCode: string;
  onToggle: (noReading: boolean) => void;
  onChange: (anomalyCode: string, withReading: boolean) => void;
  error?: string | null;
}

/**
 * "Sem leitura — anomalia": the reader could not read the meter (or read it with a doubt) and says why, with one of
 * the anomalies of Parametrização; the month is then estimated by the api (docs/domain.md "Readings from the field").
 */
export function AnomalyChoice({ noReading, anomalyCode, onToggle, onChange, error }: AnomalyChoiceProps) {
  const { data } = useQuery(ReadingAnomaliesQuery);
  const anomalies = data?.readingAnomalies ?? [];
  return (
    <div className="space-y-3 sm:col-span-2">
      <Checkbox label={e.noReading} description={e.noReadingHint} checked={noReading} onChange={onToggle} />
      {noReading && (
        <Dropdown
          label={e.anomaly}
          required
          value={anomalyCode}
          error={error}
          options={[
            { value: '', label: e.chooseAnomaly },
            ...anomalies.map((a) => ({ value: a.code, label: `${a.code} — ${a.description}` })),
          ]}
          onChange={(event) => {
            const code = event.target.value;
            const chosen = anomalies.find((a) => a.code === code);
            onChange(code, chosen?.withReading ?? false);
          }}
        />
      )}
    </div>
  );
}
