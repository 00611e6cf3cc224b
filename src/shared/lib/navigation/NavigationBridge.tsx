import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { routerAttached } from './model';

/** Hands react-router's navigate to the effector world; render once inside the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const attachRouter = useUnit(routerAttached);
  useEffect(() => {
    attachRouter({ navigate: (to, options) => navigate(to, options) });
  }, [navigate, attachRouter]);
  return null;
}
