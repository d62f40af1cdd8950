import { Button, Text } from '@mantine/core';
import { formatPrice } from '@/lib/format';
import { Link } from 'react-router';
import { useNextWeek } from '../api/get-next-week';

/**
 * "Book the same time next week" (docs/screens.md#after-booking), with the server's price of it
 * for this customer (a member's at the member price); not offered for a week their weekly series
 * already holds, nor before the server has said which it is.
 */
export function SameTimeNextWeek({ token, path }: { token: string; path: string | undefined }) {
  const nextWeek = useNextWeek(token);
  if (!path || (!nextWeek.data && !nextWeek.error) || nextWeek.data?.heldBySeries) return null;
  const quote = nextWeek.data?.quote;
  return (
    <>
      <Button component={Link} to={path}>
        Book the same time next week
      </Button>
      {quote && <Text size="sm">{`Next week's price for you: ${formatPrice(quote.total)}`}</Text>}
    </>
  );
}
