import { Anchor, Stack, Text } from '@mantine/core';
import { DAY_CLOSE_BLOCK_WORDS, formatPrice, type DayCloseBlock } from '@padel/contracts';
import { Link } from 'react-router';
import { countLabel, REFUNDS_DUE_LINK } from '@/lib/attention';
import { useAttention } from '@/lib/use-attention';

/**
 * The refunds still due (docs/payments.md#refunds-to-follow): they do not block the close, but the
 * desk sees them here, linked to the Refunds screen, until each is done.
 */
export function RefundsDueItem() {
  const attention = useAttention();
  const due = attention.data?.refundsDue ?? 0;
  if (due === 0) return null;
  return (
    <Text size="sm">
      <Anchor component={Link} to={REFUNDS_DUE_LINK} fw={600}>
        {countLabel(due, 'refund due', 'refunds due')}
      </Anchor>
      : paid back by the provider or recorded by staff on the Refunds screen.
    </Text>
  );
}

/** What still blocks the day's close, each linked to the screen that settles it. */
export function OpenItems({ blocks }: { blocks: DayCloseBlock[] }) {
  if (blocks.length === 0) {
    return <Text size="sm">Nothing is open: every finished booking and order is settled.</Text>;
  }
  return (
    // A customer's name or reference without spaces still wraps on a phone.
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      {blocks.map((block) => (
        <li key={`${block.kind}-${block.id}`}>
          <Anchor component={Link} to={block.link} size="sm" fw={600}>
            {block.title}
          </Anchor>
          <Text size="xs">
            {DAY_CLOSE_BLOCK_WORDS[block.kind]}: {block.detail}
            {block.amount !== null && `, ${formatPrice(block.amount)}`}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
