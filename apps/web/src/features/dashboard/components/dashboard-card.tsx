import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import linkCard from '@/components/ui/link-card.module.css';

export interface DashboardCardProps {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  color: 'blue' | 'violet';
}

/** A whole-card link; its accessible name is the title, the description describes it. */
export function DashboardCard({ title, description, to, icon, color }: DashboardCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="lg"
      className={linkCard.card}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text id={descriptionId} mt={4} size="sm">
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
