import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dashboardShown } from '../model/room-exit';

/** Placed on the dashboards: the first Back after returning from a call stays there (spec 01 §4). */
export function CallReturnBackBlock() {
  const shown = useUnit(dashboardShown);
  const { pathname, search, hash } = useLocation();
  // The model pushes the duplicate entry once; later location changes find nothing to block.
  useEffect(() => {
    shown(`${pathname}${search}${hash}`);
  }, [shown, pathname, search, hash]);
  return null;
}
