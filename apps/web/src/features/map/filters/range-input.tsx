import { useEffect, useState } from 'react';
import { Flex, InputNumber, Typography } from 'antd';

export const RANGE_ERROR = 'Min should not exceed Max';

interface Props {
  min?: number;
  max?: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
  step?: number;
  label: string;
}

const valid = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);

/**
 * Min/Max numeric inputs: a Min typed above Max, or a Max below Min, shows 'Min should not exceed Max'
 * and the value reverts to the other bound. Checked when the field is left (or Enter), not on every keystroke.
 */
export function RangeInput({ min, max, onChange, step = 0.05, label }: Props) {
  const [error, setError] = useState(false);
  const [draftMin, setDraftMin] = useState<number | null>(min ?? null);
  const [draftMax, setDraftMax] = useState<number | null>(max ?? null);
  useEffect(() => setDraftMin(min ?? null), [min]);
  useEffect(() => setDraftMax(max ?? null), [max]);

  const commitMin = () => {
    const n = valid(draftMin);
    if (n !== undefined && max !== undefined && n > max) {
      setError(true);
      setDraftMin(max);
      onChange(max, max);
    } else {
      setError(false);
      onChange(n, max);
    }
  };
  const commitMax = () => {
    const n = valid(draftMax);
    if (n !== undefined && min !== undefined && n < min) {
      setError(true);
      setDraftMax(min);
      onChange(min, min);
    } else {
      setError(false);
      onChange(min, n);
    }
  };

  return (
    <div>
      <Flex gap={8} align="center">
        <InputNumber
          aria-label={`${label} Min`}
          placeholder="Min"
          min={0}
          step={step}
          value={draftMin}
          status={error ? 'error' : undefined}
          style={{ flex: 1 }}
          onChange={(v) => setDraftMin(v)}
          onBlur={commitMin}
          onPressEnter={commitMin}
        />
        <span>–</span>
        <InputNumber
          aria-label={`${label} Max`}
          placeholder="Max"
          min={0}
          step={step}
          value={draftMax}
          status={error ? 'error' : undefined}
          style={{ flex: 1 }}
          onChange={(v) => setDraftMax(v)}
          onBlur={commitMax}
          onPressEnter={commitMax}
        />
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {RANGE_ERROR}
        </Typography.Text>
      )}
    </div>
  );
}
