import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import { Alert, List } from '@mantine/core';

/** What changed when the cart was checked against the menu (new prices, removed products). */
export function CartNotices({ notices }: { notices: readonly string[] | undefined }) {
  if (!notices || notices.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title="Your cart was updated"
      role="status"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <List size="sm" spacing={4}>
        {notices.map((notice) => (
          <List.Item key={notice}>{notice}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
