import { Anchor, Stack, Text } from '@mantine/core';
import { DAY_CLOSE_BLOCK_WORDS, formatPrice, type DayCloseBlock } from '@padel/contracts';
import { Link } from 'react-router';

/** What still blocks the day's close, each linked to the screen that settles it. */
export function OpenItems({ blocks }: { blocks: DayCloseBlock[] }) {
  if (blocks.length === 0) {
    return <Text size="sm">Nothing is open: every finished booking and order is settled.</Text>;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
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
