import { UnderConstruction } from '../../components/under-construction.tsx';
import { useRouteHandle } from '../route-handle.ts';

/** Route module of every page a later issue builds. */
export function PlaceholderRoute() {
  const handle = useRouteHandle();
  return <UnderConstruction title={handle?.title ?? '页面'} />;
}
