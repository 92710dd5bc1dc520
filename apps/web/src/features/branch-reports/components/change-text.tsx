import { formatPercentCell } from '@hub/contract';
import { Text } from '@mantine/core';

/** A percent change: negatives red in parentheses (spec 001 §2), none as a dash. */
export function ChangeText({ value }: { value: number | null }) {
  return (
    <Text span inherit c={value !== null && value < 0 ? 'red.9' : undefined}>
      {formatPercentCell(value)}
    </Text>
  );
}
