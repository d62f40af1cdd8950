import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { TIMINGS } from '@padel/contracts';
import { useEffect, useState, type FocusEvent } from 'react';
import classes from './product-carousel.module.css';

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

const ControlIcon = ({ path }: { path: string }) => (
  <svg
    viewBox="0 0 24 24"
    width={20}
    height={20}
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

/**
 * The product's pictures (see docs/screens.md#menu), advancing every 5 seconds (see
 * docs/screens.md#menu). It holds still while the pointer or keyboard focus is on it, when the
 * visitor pressed Pause, and for visitors who prefer reduced motion; previous, next and one dot per
 * picture are ordinary buttons.
 */
export function ProductCarousel({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = images.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const autoplay = count > 1 && !reducedMotion && !paused;
  const running = autoplay && !hovered && !focused;

  // A timeout per picture: moving by hand restarts the full interval.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), TIMINGS.carouselMs);
    return () => window.clearTimeout(timer);
  }, [running, current, count]);

  if (count === 0) {
    return (
      <div className={classes.noImage} role="img" aria-label={`${name}: no picture yet`}>
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      </div>
    );
  }

  const show = (next: number) => setIndex((next + count) % count);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${name}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      {/* Screen readers hear the new picture only when it changed on request, not every 5 s. */}
      <div className={classes.viewport} aria-live={running ? 'off' : 'polite'}>
        <div
          className={classes.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          data-reduced-motion={reducedMotion || undefined}
        >
          {images.map((src, position) => (
            <div
              key={`${position}:${src}`}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== current}
              inert={position !== current}
            >
              <img
                className={classes.image}
                src={src}
                alt={count > 1 ? `${name}, picture ${position + 1}` : name}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>

      {count > 1 && (
        <Group justify="center" gap="xs" mt="sm" wrap="nowrap">
          <ActionIcon
            type="button"
            variant="default"
            size="lg"
            aria-label="Previous picture"
            onClick={() => show(current - 1)}
          >
            <ControlIcon path="m15 6-6 6 6 6" />
          </ActionIcon>
          <Group gap={2} wrap="nowrap">
            {images.map((src, position) => (
              <UnstyledButton
                key={`${position}:${src}`}
                type="button"
                className={classes.dot}
                aria-label={`Show picture ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <span className={classes.dotMark} aria-hidden="true" />
              </UnstyledButton>
            ))}
          </Group>
          <ActionIcon
            type="button"
            variant="default"
            size="lg"
            aria-label="Next picture"
            onClick={() => show(current + 1)}
          >
            <ControlIcon path="m9 6 6 6-6 6" />
          </ActionIcon>
          {!reducedMotion && (
            <ActionIcon
              type="button"
              variant="default"
              size="lg"
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setPaused((value) => !value)}
            >
              <ControlIcon path={paused ? 'M8 5v14l11-7z' : 'M9 5v14M15 5v14'} />
            </ActionIcon>
          )}
        </Group>
      )}
    </section>
  );
}
