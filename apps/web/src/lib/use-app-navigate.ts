import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

/**
 * navigate() that ignores a jump to where we already are, so a repeated menu click adds no
 * duplicate history entry (the spec's "duplicate-navigation errors are ignored").
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (to === `${location.pathname}${location.search}`) return;
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search],
  );
}
