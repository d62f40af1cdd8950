import { Badge, Button } from '@mantine/core';
import classes from './category-filter.module.css';

export interface CategoryOption {
  /** `null` is "All". */
  value: string | null;
  label: string;
  count: number;
}

/**
 * The menu's category list: "All" plus each category with its product count (see
 * docs/screens.md#menu). One scrolling row on phones, wrapped rows from tablets up.
 */
export function CategoryFilter({
  options,
  selected,
  onSelect,
}: {
  options: CategoryOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}) {
  return (
    <div className={classes.list} role="group" aria-label="Categories">
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <Button
            key={option.label}
            type="button"
            size="sm"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
            rightSection={
              <Badge
                size="sm"
                variant={active ? 'white' : 'light'}
                color={active ? 'blue' : 'gray'}
                c={active ? 'blue.9' : 'gray.9'}
              >
                {option.count}
              </Badge>
            }
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}
