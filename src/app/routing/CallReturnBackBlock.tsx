import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { locationShown } from '../model/back-step';

/** Tells the back-step model each location, so the first dashboard after a call blocks one Back (spec 01 §4). */
export function CallReturnBackBlock() {
  const shown = useUnit(locationShown);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    shown({ pathname, path: `${pathname}${search}${hash}` });
  }, [shown, pathname, search, hash]);
  return null;
}
