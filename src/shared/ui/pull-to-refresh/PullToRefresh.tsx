import { Box, Center, Spinner as ChakraSpinner, VisuallyHidden } from '@chakra-ui/react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { LIST_PULL } from '@/shared/config';
import { isPastThreshold, pullDistance, pullProgress } from './pull-math';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown> | void;
  children: ReactNode;
  threshold?: number;
  scale?: number;
  cap?: number;
  disabled?: boolean;
}

function atPageTop(): boolean {
  return (window.scrollY || document.documentElement.scrollTop || 0) <= 0;
}

/**
 * Touch pull-down at the top of the page runs `onRefresh` and shows a spinner until it settles.
 * Keyboard and mouse users refresh with the top bar's button; this is a touch shortcut.
 */
export function PullToRefresh({
  onRefresh,
  children,
  threshold = LIST_PULL.threshold,
  scale = LIST_PULL.scale,
  cap = LIST_PULL.cap,
  disabled = false,
}: PullToRefreshProps) {
  const startY = useRef<number | null>(null);
  // The ref drives the logic (touchend can arrive before React re-renders); the state drives the view.
  const distanceRef = useRef(0);
  const [distance, setDistanceState] = useState(0);
  const setDistance = (value: number) => {
    distanceRef.current = value;
    setDistanceState(value);
  };
  const [refreshing, setRefreshing] = useState(false);
  const [pulling, setPulling] = useState(false);

  const onTouchStart = (event: TouchEvent) => {
    if (disabled || refreshing || !atPageTop()) return;
    startY.current = event.touches[0]?.clientY ?? null;
    setPulling(startY.current !== null);
  };

  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const y = event.touches[0]?.clientY;
    if (y === undefined) return;
    setDistance(pullDistance(y - startY.current, { scale, cap }));
  };

  const onTouchEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    setPulling(false);
    if (!isPastThreshold(distanceRef.current, threshold)) {
      setDistance(0);
      return;
    }
    setRefreshing(true);
    setDistance(threshold);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
      setDistance(0);
    }
  };

  const progress = pullProgress(distance, threshold);
  return (
    <Box
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={() => void onTouchEnd()}
      onTouchCancel={() => {
        startY.current = null;
        setPulling(false);
        if (!refreshing) setDistance(0);
      }}
      data-testid="pull-to-refresh"
    >
      <Center
        height={`${distance}px`}
        overflow="hidden"
        transition={pulling ? undefined : 'height 0.2s ease'}
        aria-hidden={!refreshing}
      >
        {refreshing ? (
          <ChakraSpinner color="brand.solid" size="md" />
        ) : distance > 0 ? (
          <Box
            color="brand.fg"
            opacity={progress}
            transform={`rotate(${progress >= 1 ? 180 : 0}deg)`}
            transition="transform 0.2s"
          >
            <ArrowDown aria-hidden />
          </Box>
        ) : null}
      </Center>
      <VisuallyHidden role="status" aria-live="polite">
        {refreshing ? 'Refreshing' : ''}
      </VisuallyHidden>
      {children}
    </Box>
  );
}
